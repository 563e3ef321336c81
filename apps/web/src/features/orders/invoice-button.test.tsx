import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderScreen, stubApi } from '@/testing/render'
import { InvoiceButton } from './invoice-button'

afterEach(() => vi.unstubAllGlobals())

describe('invoice button', () => {
  it('offers nothing before the order ships', () => {
    const fetchMock = stubApi(() => ({ body: {} }))
    renderScreen(<InvoiceButton order={{ _id: '7', status: 'Confirmed' }} />)
    expect(screen.queryByRole('button', { name: 'Download invoice' })).toBeNull()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('offers the invoice of a shipped order and its credit notes', async () => {
    stubApi((url) => {
      expect(url).toContain('/orders/7/tax-documents')
      return {
        body: {
          success: true,
          error: false,
          message: '',
          data: {
            invoice: { number: 'KK/26-27/000001', issuedAt: '2026-11-24T10:00:00.000Z' },
            creditNotes: [
              {
                _id: '3',
                number: 'KKC/26-27/00001',
                issuedAt: '2026-11-25T10:00:00.000Z',
                total: 1049,
              },
            ],
          },
        },
      }
    })
    renderScreen(<InvoiceButton order={{ _id: '7', status: 'Delivered' }} />)
    expect(screen.getByRole('button', { name: 'Download invoice' })).toBeVisible()
    expect(await screen.findByRole('button', { name: 'Credit note KKC/26-27/00001' })).toBeVisible()
  })
})
