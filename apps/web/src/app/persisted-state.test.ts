import { combineReducers, legacy_createStore } from 'redux'
import { afterEach, expect, it } from 'vitest'
import { createSlice } from '@/lib/slice'
import { persistChanges, readPersisted } from './persisted-state'

afterEach(() => localStorage.clear())

const user = createSlice(
  'user',
  { _id: '', token: '', role: 'USER' },
  { signIn: (state, _id: string) => ({ ...state, _id }) },
)
const cart = createSlice('cart', { cart: [] as string[] }, {})
const reducer = combineReducers({ user: user.reducer, cartItem: cart.reducer })
const initial = { user: user.getInitialState(), cartItem: cart.getInitialState() }

it('writes a change at once, in the format earlier visits saved, so a reload keeps it', () => {
  const store = legacy_createStore(reducer)
  persistChanges(store)

  store.dispatch(user.actions.signIn('3'))

  const saved = JSON.parse(localStorage.getItem('persist:root') ?? '{}') as Record<string, string>
  expect(JSON.parse(saved.user ?? '{}')).toEqual({ _id: '3', token: '', role: 'USER' })
  expect(JSON.parse(saved.cartItem ?? '{}')).toEqual({ cart: [] })
  expect(JSON.parse(saved._persist ?? '{}')).toEqual({ version: 1, rehydrated: true })
})

it('reads a saved state back over the initial one, so fields added since keep their defaults', () => {
  localStorage.setItem(
    'persist:root',
    JSON.stringify({
      user: JSON.stringify({ _id: '7', token: 'access' }),
      cartItem: JSON.stringify({ cart: ['line'] }),
      _persist: JSON.stringify({ version: 1, rehydrated: true }),
    }),
  )

  expect(readPersisted(initial)).toEqual({
    user: { _id: '7', token: 'access', role: 'USER' },
    cartItem: { cart: ['line'] },
  })
})

it('starts afresh from nothing saved or from unreadable data', () => {
  expect(readPersisted(initial)).toBeUndefined()
  localStorage.setItem('persist:root', '{not json')
  expect(readPersisted(initial)).toBeUndefined()
})
