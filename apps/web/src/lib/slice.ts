import type { Action, Reducer } from 'redux'

/** An action with its data, as a slice's action creators make them. */
export type PayloadAction<P = void> = { type: string; payload: P }

/** Makes an action from its payload (or from nothing); knows its `type` and can `match` one. */
export type ActionCreator<P> = ((
  ...payload: [P] extends [undefined] ? [] : [payload: P]
) => PayloadAction<P>) & {
  type: string
  match: (action: Action) => action is PayloadAction<P>
}

type Handlers<S> = Record<string, (state: S, payload: never) => S>
type PayloadOf<H> = H extends (state: never, ...rest: infer R) => unknown
  ? R extends [infer P, ...unknown[]]
    ? P
    : undefined
  : never

/**
 * A part of the store: its reducer, initial state and one action creator per handler, each
 * action typed `name/handler` (as Redux Toolkit named them). A handler returns the next state
 * and never changes the one it was given. Plain `redux` instead of Redux Toolkit keeps immer
 * out of the entry chunk (docs/decisions.md 071).
 */
export function createSlice<S, H extends Handlers<S>>(name: string, initialState: S, handlers: H) {
  const byType = new Map<string, (state: S, payload: never) => S>()
  const actions = {} as { [K in keyof H]: ActionCreator<PayloadOf<H[K]>> }
  for (const [key, handle] of Object.entries(handlers)) {
    const type = `${name}/${key}`
    byType.set(type, handle)
    const create = (payload?: unknown) => ({ type, payload })
    const match = (action: Action) => action.type === type
    actions[key as keyof H] = Object.assign(create, { type, match }) as never
  }
  const reducer: Reducer<S> = (state = initialState, action) => {
    const handle = byType.get(action.type)
    return handle ? handle(state, (action as PayloadAction<unknown>).payload as never) : state
  }
  return { name, reducer, actions, getInitialState: () => initialState }
}
