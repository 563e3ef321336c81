import { afterEach, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import { renderScreen, stubApi } from '@/testing/render'
import { PasswordStrengthMeter } from './password-strength-meter'

afterEach(() => vi.unstubAllGlobals())

it('asks the server once typing pauses and shows its rating, with no estimator in the page', async () => {
  const fetchMock = stubApi((_url, body) => {
    const { password } = body as { password: string }
    const strong = password.length > 12
    return {
      body: {
        success: true,
        error: false,
        message: '',
        data: strong
          ? { score: 4, acceptable: true, hint: '' }
          : { score: 1, acceptable: false, hint: 'Add another word or two.' },
      },
    }
  })
  const view = renderScreen(<PasswordStrengthMeter password="india@123" related={['Asha', '']} />)
  expect(await screen.findByText('Weak')).toBeVisible()
  expect(screen.getByText('Add another word or two.')).toBeVisible()
  expect(fetchMock).toHaveBeenCalledTimes(1)
  const [url, init] = fetchMock.mock.calls[0] ?? []
  expect(url).toBe('/api/v1/auth/password-strength')
  expect(JSON.parse(init?.body as string)).toEqual({ password: 'india@123', related: ['Asha'] })

  view.rerender(<PasswordStrengthMeter password="monsoon kettle orbit 47" />)
  expect(await screen.findByText('Very strong')).toBeVisible()
})

it('shows nothing before anything is typed', () => {
  const fetchMock = stubApi(() => ({ body: {} }))
  const { container } = renderScreen(<PasswordStrengthMeter password="" />)
  expect(container).toBeEmptyDOMElement()
  expect(fetchMock).not.toHaveBeenCalled()
})
