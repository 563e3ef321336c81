import { act, waitFor } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { setUser } from '@/features/account'
import { buildProduct } from '@/testing/factories'
import { renderScreen, stubApi } from '@/testing/render'
import { addGuestUnit } from './cart-slice'
import { CartSync } from './cart-sync'

afterEach(() => vi.unstubAllGlobals())

it('sends a guest cart to the server once at login and keeps the merged cart', async () => {
  const serverLine = { _id: '9', userId: '3', quantity: 2, size: 'M', productId: {} }
  const fetchMock = stubApi(() => ({
    body: { success: true, error: false, message: '', data: [serverLine] },
  }))
  const { store } = renderScreen(<CartSync />)
  const product = buildProduct({ sizes: ['M'] })
  act(() => {
    store.dispatch(addGuestUnit({ product, size: 'M', sizeStock: 7 }))
    store.dispatch(addGuestUnit({ product, size: 'M', sizeStock: 7 }))
  })
  expect(fetchMock).not.toHaveBeenCalled()

  act(() => {
    store.dispatch(setUser({ _id: '3', token: 'access' }))
  })
  await waitFor(() => expect(store.getState().cartItem.cart).toEqual([serverLine]))
  expect(fetchMock).toHaveBeenCalledOnce()
  expect(fetchMock.mock.calls[0]?.[0]).toMatch(/\/cart\/merge$/)
  expect(JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string)).toEqual({
    items: [{ productId: product._id, size: 'M', quantity: 2 }],
  })
})
