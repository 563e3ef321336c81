import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setUser } from '@/features/account'
import { ApiError } from '@/lib/api-client'
import { notify } from '@/lib/toast'
import { renderScreen, stubApi } from '@/testing/render'
import { AddressFormDialog, fieldOfRefusal, fieldsFromPlace } from './address-form-dialog'

const place = (address: Record<string, string>) => ({
  display_name: 'Gandhi Chowk, Nashik, Maharashtra, 422001, India',
  address,
})

describe('fieldsFromPlace', () => {
  it('takes the city, else the town, else the village', () => {
    expect(fieldsFromPlace(place({ city: 'Pune', town: 'X' })).city).toBe('Pune')
    expect(fieldsFromPlace(place({ town: 'Lonavala', village: 'Y' })).city).toBe('Lonavala')
    expect(fieldsFromPlace(place({ village: 'Malshej' })).city).toBe('Malshej')
  })

  it('builds the line from road and suburb, or else the start of the display name', () => {
    expect(fieldsFromPlace(place({ road: 'FC Road', suburb: 'Deccan' })).name).toBe(
      'FC Road, Deccan',
    )
    expect(fieldsFromPlace(place({})).name).toBe('Gandhi Chowk, Nashik')
  })

  it('fills state, country and a pincode without spaces', () => {
    expect(
      fieldsFromPlace(place({ state: 'Maharashtra', country: 'India', postcode: '411 004' })),
    ).toMatchObject({ state: 'Maharashtra', country: 'India', zip: '411004' })
  })
})

describe('the address form and the PIN code', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  const envelope = (data: unknown) => ({ body: { success: true, error: false, message: '', data } })
  const refusal = (status: number, code: string, message: string) => ({
    status,
    body: { success: false, error: true, code, message },
  })

  /** The add form, with the store's PIN directory: 560001 is Bangalore, Karnataka. */
  function showForm(save: (body: unknown) => { status?: number; body: unknown }) {
    // Location prefill has nothing to go on here (no geolocation in the test's browser).
    vi.spyOn(notify, 'error').mockResolvedValue('toast')
    const fetchMock = stubApi((url, body) => {
      if (url === '/api/v1/pincodes/560001') {
        return envelope({
          pincode: '560001',
          district: 'Bangalore',
          state: 'Karnataka',
          serviceable: true,
          cod: true,
          prepaid: true,
          deliveryDays: 2,
        })
      }
      if (url.startsWith('/api/v1/pincodes/')) {
        return refusal(404, 'NOT_FOUND', `PIN code ${url.slice(-6)} does not exist`)
      }
      if (url === '/api/v1/addresss') return save(body)
      return envelope(null)
    })
    const onSaved = vi.fn()
    const view = renderScreen(<AddressFormDialog onClose={() => {}} onSaved={onSaved} />)
    act(() => void view.store.dispatch(setUser({ _id: '3', token: 'access' })))
    return { fetchMock, onSaved }
  }

  // A field's label reads on with its error, as the form writes it under the field.
  const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`))
  const type = (label: string, value: string) =>
    fireEvent.change(field(label), { target: { value } })

  it('fills the city, state and country from a typed PIN', async () => {
    showForm(() => envelope(null))
    type('Pincode', '560001')
    await vi.waitFor(() => expect(field('State')).toHaveValue('Karnataka'))
    expect(field('City')).toHaveValue('Bangalore')
    expect(field('Country')).toHaveValue('India')
  })

  it('keeps a city the shopper wrote, and lets them edit the one it filled', async () => {
    showForm(() => envelope(null))
    type('City', 'Bengaluru')
    type('Pincode', '560001')
    await vi.waitFor(() => expect(field('State')).toHaveValue('Karnataka'))
    expect(field('City')).toHaveValue('Bengaluru')
    type('City', 'Bengaluru (MG Road)')
    expect(field('City')).toHaveValue('Bengaluru (MG Road)')
  })

  it('says a PIN does not exist under the field, and saves nothing', async () => {
    const { fetchMock } = showForm(() => envelope(null))
    type('Address Line', '12 MG Road')
    type('City', 'Nowhere')
    type('State', 'Karnataka')
    type('Country', 'India')
    type('Mobile No.', '9876543210')
    type('Pincode', '999999')
    expect(await screen.findByText('PIN code 999999 does not exist')).toBeVisible()
    expect(field('Pincode')).toHaveAttribute('aria-invalid', 'true')
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await vi.waitFor(() => expect(field('Pincode')).toHaveFocus())
    expect(screen.getByText('PIN code 999999 does not exist')).toBeVisible()
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/v1/addresss')).toBe(false)
  })

  it("shows the server's refusal of a state that is not the PIN's under the State field", async () => {
    const { onSaved } = showForm(() =>
      refusal(400, 'VALIDATION_FAILED', 'state must be Karnataka for pincode 560001'),
    )
    type('Pincode', '560001')
    await vi.waitFor(() => expect(field('State')).toHaveValue('Karnataka'))
    type('Address Line', '12 MG Road')
    type('State', 'Kerala')
    type('Mobile No.', '9876543210')
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('state must be Karnataka for pincode 560001')).toBeVisible()
    expect(field('State')).toHaveFocus()
    expect(onSaved).not.toHaveBeenCalled()
  })
})

describe('fieldOfRefusal', () => {
  it('names the field a refusal begins with, and none for other errors', () => {
    const refused = (message: string) => new ApiError(message, 400, 'VALIDATION_FAILED')
    expect(fieldOfRefusal(refused('pincode 999999 does not exist'))).toBe('zip')
    expect(fieldOfRefusal(refused('state must be Karnataka for pincode 560001'))).toBe('state')
    expect(fieldOfRefusal(refused('Something else'))).toBeNull()
    expect(fieldOfRefusal(new ApiError('state is odd', 500, null))).toBeNull()
  })
})
