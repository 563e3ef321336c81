import { fireEvent, screen } from '@testing-library/react'
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

it('keeps the token, user and user id as the specification says', () => {
  const { store } = renderScreen(<SignIn />)

  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))

  expect(store.getState().user).toMatchObject({ _id: '3', token: 'access', role: 'USER' })
  expect(localStorage.getItem('userId')).toBe('3')
})
