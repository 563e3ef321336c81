import { screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { cartAction } from '@/features/cart'
import { renderScreen, stubApi } from '@/testing/render'
import { SubCategoryPage } from './subcategory-page'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

it('shows the failure message when the products cannot be loaded', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
  stubApi((url) =>
    url.includes('/products/browse')
      ? { status: 500, body: { success: false, error: true, message: 'boom' } }
      : { body: { success: true, error: false, message: '', data: [] } },
  )
  renderScreen(<SubCategoryPage action={cartAction} />, {
    path: '/subCategory/:subCategoryId',
    route: '/subCategory/4',
  })
  expect(
    await screen.findByText('Something went wrong, please try again later.'),
  ).toBeInTheDocument()
  expect(logged).toHaveBeenCalled()
})
