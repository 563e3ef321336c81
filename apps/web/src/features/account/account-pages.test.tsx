import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderScreen, stubApi } from '@/testing/render'
import { LoginPage } from './login-page'
import { RegisterPage } from './register-page'
import { ResetPasswordPage } from './reset-password-page'
import { VerificationOtpPage } from './verification-otp-page'

describe('account screens', () => {
  it('keeps Login disabled until the mobile number and the password are filled', async () => {
    renderScreen(<LoginPage />, { path: '/login' })
    const submit = screen.getByRole('button', { name: 'Login' })
    expect(submit).toBeDisabled()
    await userEvent.type(screen.getByLabelText('Mobile number'), '9876543210')
    expect(submit).toBeDisabled()
    await userEvent.type(screen.getByLabelText('Password'), 'secret')
    expect(submit).toBeEnabled()
  })

  it('sends the OTP step back to /forgot-password without an e-mail', () => {
    renderScreen(<VerificationOtpPage />, { path: '/verification-otp' })
    expect(screen.getByText('Navigated away')).toBeInTheDocument()
  })

  it('sends the reset step home without a verification', () => {
    renderScreen(<ResetPasswordPage />, { path: '/reset-password' })
    expect(screen.getByText('Navigated away')).toBeInTheDocument()
  })
})

describe('password strength', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows how guessable the password is while it is typed on the register form', async () => {
    // The server rates it, by the rule it enforces (auth.test.ts covers the rule itself).
    stubApi((_url, body) => {
      const { password } = body as { password: string }
      const score = password === 'password123' ? 0 : 4
      return {
        body: {
          success: true,
          error: false,
          message: '',
          data: {
            score,
            acceptable: score >= 3,
            hint: score ? '' : 'This is a very common password.',
          },
        },
      }
    })
    renderScreen(<RegisterPage />, { path: '/register' })
    const password = screen.getByLabelText('Password')
    await userEvent.type(password, 'password123')
    expect(await screen.findByText('Very weak')).toBeInTheDocument()
    await userEvent.clear(password)
    await userEvent.type(password, 'Monsoon-Kurta-42')
    expect(await screen.findByText('Very strong')).toBeInTheDocument()
  })
})

describe('login under attack', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('asks for the e-mailed code when the server wants it, and sends it with the password', async () => {
    const bodies: unknown[] = []
    stubApi((_url, body) => {
      bodies.push(body)
      return {
        status: 401,
        body: {
          success: false,
          error: true,
          code: 'LOGIN_CODE_REQUIRED',
          message: 'Too many failed logins. We have e-mailed you a code.',
        },
      }
    })
    renderScreen(<LoginPage />, { path: '/login' })
    expect(screen.queryByLabelText('Login code from your e-mail')).not.toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('Mobile number'), '9876543210')
    await userEvent.type(screen.getByLabelText('Password'), 'shopper password')
    await userEvent.click(screen.getByRole('button', { name: 'Login' }))
    const code = await screen.findByLabelText('Login code from your e-mail')
    await userEvent.type(code, '123456')
    await userEvent.click(screen.getByRole('button', { name: 'Login' }))
    await waitFor(() => expect(bodies).toHaveLength(2))
    expect(bodies[1]).toMatchObject({ phone: '9876543210', code: '123456' })
  })
})
