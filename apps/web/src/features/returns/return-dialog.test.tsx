import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderScreen, stubApi } from '@/testing/render'
import { ReturnDialog } from './return-dialog'

afterEach(() => vi.unstubAllGlobals())

const item = {
  _id: '7',
  name: 'Cotton Kurta',
  quantity: 1,
  size: 'M',
  sku: null,
  price: 899,
  mrp: 999,
  discount: 0,
  product: { _id: '42', image: [], name: 'Cotton Kurta', vendor: null, description: 'Soft.' },
}

describe('the return form', () => {
  it('offers only the sizes in stock for a size issue and sends the exchange once', async () => {
    const fetchMock = stubApi(() => ({
      status: 201,
      body: { success: true, error: false, message: 'Return requested', data: {} },
    }))
    const onDone = vi.fn()
    renderScreen(
      <ReturnDialog
        orderId="5"
        item={item}
        line={{
          orderItemId: '7',
          returnable: true,
          quantity: 1,
          exchangeSizes: ['L', 'XL'],
          sameSizeInStock: true,
        }}
        onClose={() => {}}
        onDone={onDone}
      />,
    )
    fireEvent.click(screen.getByLabelText('Size too small'))
    expect(screen.queryByLabelText('Full refund')).toBeNull()
    expect(screen.getByLabelText('Exchange for another size')).toBeChecked()
    fireEvent.click(screen.getByLabelText('XL'))
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }))
    expect(await screen.findByText('Please confirm the item’s condition')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
    fireEvent.click(screen.getByLabelText('The item is unused, unwashed and has its tags.'))
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }))
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/v1/orders/5/returns')
    expect(JSON.parse(init?.body as string)).toMatchObject({
      resolution: 'exchange',
      exchangeSize: 'XL',
    })
  })

  it('refunds an order paid online to its payment, asking for no UPI ID or bank account', async () => {
    const fetchMock = stubApi(() => ({
      status: 201,
      body: { success: true, error: false, message: 'Return requested', data: {} },
    }))
    const onDone = vi.fn()
    renderScreen(
      <ReturnDialog
        orderId="5"
        item={item}
        line={{
          orderItemId: '7',
          returnable: true,
          quantity: 1,
          exchangeSizes: [],
          sameSizeInStock: false,
        }}
        paidOnline
        onClose={() => {}}
        onDone={onDone}
      />,
    )
    fireEvent.click(screen.getByLabelText('Size too small'))
    fireEvent.click(screen.getByLabelText('Full refund'))
    expect(screen.getByText('The refund goes back to your original payment method.')).toBeVisible()
    expect(screen.queryByLabelText('UPI ID')).toBeNull()
    expect(screen.queryByText(/paid in cash/)).toBeNull()
    fireEvent.click(screen.getByLabelText('The item is unused, unwashed and has its tags.'))
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }))
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    const body = JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string)
    expect(body).toMatchObject({ resolution: 'refund' })
    expect(body).not.toHaveProperty('refundTo')
  })
})
