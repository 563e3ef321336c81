import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Address, DeliveryEstimate } from '@store/contract'
import { setUser } from '@/features/account'
import { renderScreen, stubApi } from '@/testing/render'
import { DeliveryCheck } from './delivery-check'
import { DeliveryPromise } from './delivery-promise'
import { forgetVisitPincode } from './visit-pincode'

afterEach(() => {
  vi.unstubAllGlobals()
  forgetVisitPincode()
})

const envelope = (data: unknown) => ({ body: { success: true, error: false, message: '', data } })

const estimate = (pincode: string, fields: Partial<DeliveryEstimate> = {}): DeliveryEstimate => ({
  pincode,
  serviceable: true,
  cod: true,
  prepaid: true,
  deliveryBy: '2026-11-28',
  codFee: 49,
  codLimit: 10_000,
  ...fields,
})

/** The store's answers: 560001 served with COD, 560003 prepaid only, 560037 not served. */
function answer(url: string) {
  const pincode = /pincode=(\d+)/.exec(url)?.[1] ?? ''
  if (url.startsWith('/api/v1/delivery/estimate')) {
    if (pincode === '999999') {
      return {
        status: 404,
        body: {
          success: false,
          error: true,
          code: 'NOT_FOUND',
          message: 'PIN code 999999 does not exist',
        },
      }
    }
    if (pincode === '560003') return envelope(estimate(pincode, { cod: false }))
    if (pincode === '560037') {
      return envelope(
        estimate(pincode, { serviceable: false, cod: false, prepaid: false, deliveryBy: null }),
      )
    }
    return envelope(estimate(pincode))
  }
  return envelope([])
}

const estimateUrls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .map(([url]) => url as string)
    .filter((url) => url.startsWith('/api/v1/delivery/estimate'))

function check(pincode: string) {
  fireEvent.change(screen.getByLabelText('Delivery PIN code'), { target: { value: pincode } })
  fireEvent.click(screen.getByRole('button', { name: 'Check' }))
}

describe('the product page’s delivery check', () => {
  it('asks a visitor for a PIN, then promises a day and Cash on Delivery there', async () => {
    const fetchMock = stubApi(answer)
    renderScreen(<DeliveryCheck productId="42" />)
    expect(screen.getByRole('heading', { name: 'Delivery options' })).toBeVisible()
    expect(screen.getByRole('status')).toHaveTextContent(/Enter a PIN code to see when/)
    check('560001')
    expect(await screen.findByText('Sat, 28 Nov')).toBeVisible()
    expect(screen.getByRole('status')).toHaveTextContent(
      'Get it by Sat, 28 NovCash on Delivery available',
    )
    expect(screen.getByText('560001')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Change PIN code 560001' })).toBeVisible()
    expect(estimateUrls(fetchMock)).toEqual([
      '/api/v1/delivery/estimate?pincode=560001&productId=42',
    ])
    // The PIN is kept for the visit: the next product page starts with it.
    expect(sessionStorage.getItem('deliveryPincode')).toBe('560001')
  })

  it('says where Cash on Delivery is not offered, and where the store does not deliver', async () => {
    stubApi(answer)
    renderScreen(<DeliveryCheck />)
    check('560003')
    expect(await screen.findByText('Cash on Delivery not available')).toBeVisible()
    expect(screen.getByText(/Get it by/)).toBeVisible()
    fireEvent.click(screen.getByRole('button', { name: 'Change PIN code 560003' }))
    expect(screen.getByLabelText('Delivery PIN code')).toHaveFocus()
    check('560037')
    expect(await screen.findByText('We do not deliver to 560037 yet')).toBeVisible()
    expect(screen.queryByText(/Get it by/)).not.toBeInTheDocument()
    expect(screen.queryByText(/Cash on Delivery/)).not.toBeInTheDocument()
  })

  it('says a PIN does not exist, and asks for six digits before asking the store', async () => {
    const fetchMock = stubApi(answer)
    renderScreen(<DeliveryCheck />)
    check('5600')
    expect(screen.getByText('Please enter a 6-digit PIN code')).toBeVisible()
    expect(screen.getByLabelText('Delivery PIN code')).toHaveAttribute('aria-invalid', 'true')
    expect(estimateUrls(fetchMock)).toEqual([])
    check('999999')
    expect(await screen.findByText('PIN code 999999 does not exist')).toBeVisible()
  })

  it("starts from the signed-in shopper's first saved address, and the visit's PIN before it", async () => {
    const saved: Address = {
      _id: '5',
      userId: '3',
      name: 'Koramangala 5th Block',
      city: 'Bengaluru',
      state: 'Karnataka',
      country: 'India',
      zip: '560034',
      phone: '9876543210',
    }
    const fetchMock = stubApi((url) =>
      url === '/api/v1/addresss' ? envelope([saved]) : answer(url),
    )
    const view = renderScreen(<DeliveryCheck />)
    act(() => void view.store.dispatch(setUser({ _id: '3', token: 'access' })))
    expect(await screen.findByText('560034')).toBeVisible()
    expect(await screen.findByText('Sat, 28 Nov')).toBeVisible()
    expect(estimateUrls(fetchMock)).toEqual(['/api/v1/delivery/estimate?pincode=560034'])
    fireEvent.click(screen.getByRole('button', { name: 'Change PIN code 560034' }))
    check('560003')
    expect(await screen.findByText('Cash on Delivery not available')).toBeVisible()
    view.unmount()

    // Another page in the same visit: the PIN the shopper chose, not the address's.
    renderScreen(<DeliveryCheck />)
    expect(screen.getByText('560003')).toBeVisible()
  })
})

describe("the cart's delivery line", () => {
  it("promises the day to the visit's PIN, says nothing without one", async () => {
    stubApi(answer)
    const view = renderScreen(<DeliveryPromise />)
    expect(view.container).toBeEmptyDOMElement()
    view.unmount()
    sessionStorage.setItem('deliveryPincode', '560001')
    renderScreen(<DeliveryPromise />)
    // The line is there at once and says the day once the estimate has come.
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Delivery by Sat, 28 Nov to 560001'),
    )
  })

  it('says the store does not deliver to the PIN', async () => {
    stubApi(answer)
    sessionStorage.setItem('deliveryPincode', '560037')
    renderScreen(<DeliveryPromise />)
    expect(await screen.findByText('We do not deliver to 560037 yet')).toBeVisible()
  })
})
