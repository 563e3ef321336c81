import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setUser } from '@/features/account'
import { notify } from '@/lib/toast'
import { renderScreen, stubApi } from '@/testing/render'
import { CouponsAdminPage } from './discounts-page'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const envelope = (data: unknown, message = '') => ({
  body: { success: true, error: false, message, data },
})

const festive = {
  _id: '7',
  code: 'FEST10',
  kind: 'percent',
  value: 10,
  minBag: 2000,
  maxDiscount: 500,
  validFrom: '2026-11-20',
  validTo: '2026-12-31',
  usesTotal: 100,
  usesPerShopper: 1,
  firstOrderOnly: false,
  scope: { categories: [], subCategories: [], products: [] },
  excludeAbovePercent: null,
  active: true,
  uses: 12,
  discountGiven: 2450,
}

function showCoupons(save: (body: unknown) => { status?: number; body: unknown }) {
  const fetchMock = stubApi((url, body) => {
    if (url.endsWith('/admin/coupons') && body !== undefined) return save(body)
    if (url.endsWith('/admin/coupons')) return envelope([festive])
    return envelope([])
  })
  const view = renderScreen(<CouponsAdminPage />)
  act(() => {
    view.store.dispatch(setUser({ _id: '1', token: 't', role: 'ADMIN' }))
  })
  return fetchMock
}

async function fillNewCoupon() {
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: 'Add coupon' }))
  await user.type(screen.getByLabelText('Code'), 'FLAT150')
  await user.selectOptions(screen.getByLabelText('Kind'), 'flat')
  await user.type(screen.getByLabelText('Rupees'), '150')
  await user.type(screen.getByLabelText('Minimum bag (₹, of the items it covers)'), '999')
  await user.type(screen.getByLabelText('Total uses'), '50')
  await user.click(screen.getByRole('checkbox', { name: 'First order only' }))
  await user.click(screen.getByRole('button', { name: 'Save' }))
}

describe('the coupons admin page', () => {
  it('lists each coupon with its uses and the discount it has given', async () => {
    showCoupons(() => envelope(null))
    const row = (await screen.findByText('FEST10')).closest('tr') as HTMLElement
    const cells = within(row).getAllByRole('cell')
    expect(cells[1]).toHaveTextContent('10% off (up to ₹500) above ₹2,000')
    expect(cells[2]).toHaveTextContent('2026-11-20 to 2026-12-31')
    expect(cells[3]).toHaveTextContent('12 of 100')
    expect(cells[4]).toHaveTextContent('₹2,450')
    expect(cells[5]).toHaveTextContent('Active')
  })

  it('creates a coupon: rupees as the contract takes them, and fields left empty left out', async () => {
    const success = vi.spyOn(notify, 'success').mockResolvedValue('toast')
    const fetchMock = showCoupons(() => envelope({ ...festive, _id: '8' }, 'Coupon saved'))
    await fillNewCoupon()
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Coupon saved'))
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')
    expect(JSON.parse(post?.[1]?.body as string)).toEqual({
      code: 'FLAT150',
      kind: 'flat',
      value: 150,
      minBag: 999,
      usesTotal: 50,
      firstOrderOnly: true,
      scope: { categories: [], subCategories: [], products: [] },
      active: true,
    })
    // Saved: the form closes and the list is read again.
    expect(screen.queryByLabelText('Code')).not.toBeInTheDocument()
  })

  it('says why a duplicate code is refused and keeps the form as typed', async () => {
    const failure = vi.spyOn(notify, 'failure').mockResolvedValue('toast')
    showCoupons(() => ({
      status: 409,
      body: {
        success: false,
        error: true,
        message: 'Another coupon has the code FLAT150',
        code: 'COUPON_CODE_TAKEN',
      },
    }))
    await fillNewCoupon()
    await vi.waitFor(() => expect(failure).toHaveBeenCalled())
    expect(failure.mock.calls[0]?.[0]).toMatchObject({
      message: 'Another coupon has the code FLAT150',
      code: 'COUPON_CODE_TAKEN',
    })
    expect(screen.getByLabelText('Code')).toHaveValue('FLAT150')
  })
})
