import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { setUser } from '@/features/account'
import { renderScreen, stubApi } from '@/testing/render'
import { CategoryAdminPage } from './category-admin-page'

afterEach(() => vi.unstubAllGlobals())

it('keeps the upload off until a name is typed, and the submit looks enabled only with both', () => {
  stubApi(() => ({
    body: {
      success: true,
      error: false,
      message: '',
      data: [{ _id: '1', name: 'Men', image: '/images/men.webp', category: [] }],
    },
  }))
  const { store } = renderScreen(<CategoryAdminPage />)
  act(() => {
    store.dispatch(setUser({ _id: '1', token: 't', role: 'ADMIN' }))
  })
  fireEvent.click(screen.getByRole('button', { name: 'Add Category' }))
  const dialog = screen.getByRole('dialog', { name: 'Add Category' })
  const file = dialog.querySelector('input[type=file]') as HTMLInputElement
  const submit = screen.getAllByRole('button', { name: 'Add Category' }).at(-1) as HTMLElement
  expect(file).toBeDisabled()
  expect(submit).toHaveAttribute('aria-disabled', 'true')

  fireEvent.change(screen.getByPlaceholderText('Enter category name'), {
    target: { value: 'Festive' },
  })
  expect(file).toBeEnabled()
  expect(submit).toHaveAttribute('aria-disabled', 'true')
})
