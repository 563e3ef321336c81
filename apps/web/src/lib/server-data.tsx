import { createContext, use, useCallback, useContext, useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { ApiError } from './api-client'
import { SERVER_DATA_ID } from './server-data-id'

// Answers a server-rendered page was made from, so the browser hydrates it without asking again.
// The server records each read by its key (the same key useFetch and usePages use) and writes the
// answers into the page as a JSON data block; the browser answers from them while that page is on
// screen (parts hydrated late, after their script arrived, included) and forgets them when the
// shopper moves on, so coming back later reads afresh.

/** An answer as it travels: the data, or the refusal the page shows. */
export type Answer =
  { data: unknown } | { error: { message: string; status: number; code: ApiError['code'] } }

export type ServerData = {
  /** Server: the answer to `key`, read once however many renders ask. */
  read?: (key: string, load: (signal: AbortSignal) => Promise<unknown>) => Promise<Answer>
  /** Browser: the answer the server rendered with, while its page is on screen. */
  take?: (key: string) => Answer | undefined
  /** Browser: the shopper moved on from the server's page. */
  leave?: () => void
  /** Whether the server guessed a phone (no `min-width: 768px`), for layouts that differ. */
  narrow: boolean
  /** True on the server, and in the browser while the page on screen is the one it rendered. */
  firstPage: boolean
}

export const ServerDataContext = createContext<ServerData | null>(null)

/** What a server-rendered page carries: its answers, its layout, and the store state it used. */
export type ServerPayload<S = unknown> = {
  answers: Record<string, Answer>
  narrow: boolean
  state: S
}

const asAnswer = (error: unknown): Answer => ({
  error:
    error instanceof ApiError
      ? { message: error.message, status: error.status, code: error.code }
      : {
          message: error instanceof Error ? error.message : String(error),
          status: 500,
          code: null,
        },
})

/** The server's side: every read a render makes, kept by key, each made once. */
export function serverReads<S>(narrow: boolean, state: S) {
  const pending = new Map<string, Promise<Answer>>()
  const answers: Record<string, Answer> = {}
  const data: ServerData = {
    narrow,
    firstPage: true,
    read(key, load) {
      let answer = pending.get(key)
      if (!answer) {
        answer = load(new AbortController().signal).then(
          (value): Answer => ({ data: value }),
          asAnswer,
        )
        void answer.then((settled) => (answers[key] = settled))
        pending.set(key, answer)
      }
      return answer
    },
  }
  return { data, payload: (): ServerPayload<S> => ({ answers, narrow, state }) }
}

/**
 * The browser's side: the answers and state the page came with; null when it was not
 * server-rendered.
 */
export function browserReads<S>(): { data: ServerData; state: S } | null {
  const block = document.getElementById(SERVER_DATA_ID)
  if (!block?.textContent) return null
  const { answers, narrow, state } = JSON.parse(block.textContent) as ServerPayload<S>
  const kept = new Map(Object.entries(answers))
  const data: ServerData = {
    narrow,
    firstPage: true,
    take: (key) => kept.get(key),
    leave() {
      data.firstPage = false
      kept.clear()
    },
  }
  return { data, state }
}

export const answerError = (answer: Extract<Answer, { error: unknown }>) =>
  new ApiError(answer.error.message, answer.error.status, answer.error.code)

/**
 * The answer to `key` the page was rendered with: on the server it is read now (the render waits
 * for it), in the browser it is the one the server sent, once. Undefined when there is none.
 */
export function useServerAnswer(
  key: string | null,
  load: (signal: AbortSignal) => Promise<unknown>,
): Answer | undefined {
  const data = useContext(ServerDataContext)
  if (!data || key === null) return undefined
  // The server's render waits here until the answer is known.
  if (data.read) return use(data.read(key, load))
  return data.take?.(key)
}

/**
 * For a read's effect: whether `key` is the one the page came answered for (`first`), so the
 * effect need not fetch it. The mark stays until the key first changes: React may run the effect
 * again for the same key (a Suspense boundary reconnecting after hydration), and the server's
 * answer still stands then.
 */
export function useAnsweredOnServer(first: string | null) {
  const answered = useRef(first)
  return useCallback((key: string) => {
    if (answered.current === key) return true
    answered.current = null
    return false
  }, [])
}

/**
 * True while the page is the one the server rendered (on the server, and in the browser until
 * the shopper moves to another page): what the server drew in full, the browser must too.
 */
export function useServerRenderedPage(): boolean {
  return useContext(ServerDataContext)?.firstPage ?? false
}

/** Whether the page was rendered for a narrow screen, when it was server-rendered. */
export function useServerNarrow(): boolean | undefined {
  return useContext(ServerDataContext)?.narrow
}

/** Marks the server's page as left once the shopper moves to another address. */
export function LeaveServerPage() {
  const data = useContext(ServerDataContext)
  const { pathname, search } = useLocation()
  const first = useRef(`${pathname}${search}`)
  useEffect(() => {
    if (first.current !== `${pathname}${search}`) data?.leave?.()
  }, [data, pathname, search])
  return null
}

/**
 * Marks the document once the page's part of the app is live (hydrated, or rendered in the
 * browser): from then on a tap is heard. Journeys wait for it after loading a page.
 */
export function MarkLive() {
  useEffect(() => {
    document.documentElement.dataset.live = ''
  }, [])
  return null
}
