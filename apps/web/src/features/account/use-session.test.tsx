import { fireEvent, screen, waitFor } from '@testing-library/react'
import { persistStore } from 'redux-persist'
import { afterEach, expect, it } from 'vitest'
import type { LoginResponse } from '@store/contract'
import { renderScreen } from '@/testing/render'
import { useSession } from './use-session'

afterEach(() => localStorage.clear())

const answer: LoginResponse = {
  success: true,
  error: false,
  message: 'Login successfully',
  token: 'access',
  refreshToken: 'refresh',
  user: '9876543210',
  data: {
    userId: '3',
    name: 'Asha',
    email: 'asha@example.com',
    avatar: '',
    verify_email: false,
    last_login_date: null,
    status: 'Active',
    address_details: [],
    shopping_cart: [],
    orderHistory: [],
    userType: 'USER',
  },
}

function SignIn() {
  const session = useSession()
  return (
    <button type="button" onClick={() => session.start(answer)}>
      Sign in
    </button>
  )
}

it('writes a sign-in to storage at once, so a reload right after login keeps it', async () => {
  const { store } = renderScreen(<SignIn />)
  const persistor = persistStore(store)
  await waitFor(() => expect(persistor.getState().bootstrapped).toBe(true))

  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))

  const saved = JSON.parse(localStorage.getItem('persist:root') ?? '{}') as { user?: string }
  expect(JSON.parse(saved.user ?? '{}')).toMatchObject({ _id: '3', token: 'access' })
  expect(localStorage.getItem('userId')).toBe('3')
})
