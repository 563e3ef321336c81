import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_DELIVERY_SETTINGS, type DeliverySettings } from '@store/contract'
import { DeliveryForm, deliveryDraftOf, deliveryProblems } from './delivery-form'

const settings: DeliverySettings = { ...DEFAULT_DELIVERY_SETTINGS, holidays: ['2027-01-26'] }

function renderForm() {
  const onSave = vi.fn(async (_body: DeliverySettings) => {})
  render(<DeliveryForm initial={deliveryDraftOf(settings)} onSave={onSave} />)
  return { onSave, user: userEvent.setup() }
}

const save = () => screen.getByRole('button', { name: 'Save delivery settings' })

describe('delivery settings form', () => {
  it("shows the schema's rules in the form's words, and sends nothing until they hold", async () => {
    const { onSave, user } = renderForm()
    await user.clear(screen.getByLabelText(/^Ship-from PIN/))
    await user.type(screen.getByLabelText(/^Ship-from PIN/), '5600')
    await user.clear(screen.getByLabelText(/^Cash on Delivery fee/))
    await user.type(screen.getByLabelText(/^Cash on Delivery limit/), '.5')
    await user.clear(screen.getByLabelText(/^Refused parcels limit/))
    await user.type(screen.getByLabelText(/^Refused parcels limit/), '0')
    // Every working day unticked: the shop would never dispatch.
    for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']) {
      await user.click(screen.getByRole('checkbox', { name: day }))
    }
    await user.click(save())

    expect(screen.getByText('Ship-from PIN must be six digits')).toBeInTheDocument()
    expect(screen.getByText('Required')).toBeInTheDocument()
    expect(screen.getByText('Cash on Delivery limit must be whole rupees')).toBeInTheDocument()
    expect(screen.getByText('Refused parcels limit must be at least 1')).toBeInTheDocument()
    expect(screen.getByText('Working days must name at least one day')).toBeInTheDocument()
    expect(screen.getByLabelText(/^Ship-from PIN/)).toHaveAttribute('aria-invalid', 'true')
    expect(onSave).not.toHaveBeenCalled()

    await user.clear(screen.getByLabelText(/^Ship-from PIN/))
    await user.type(screen.getByLabelText(/^Ship-from PIN/), '560001')
    // ₹0 is a fee an admin may choose: no fee.
    await user.type(screen.getByLabelText(/^Cash on Delivery fee/), '0')
    await user.clear(screen.getByLabelText(/^Cash on Delivery limit/))
    await user.type(screen.getByLabelText(/^Cash on Delivery limit/), '5000')
    await user.clear(screen.getByLabelText(/^Refused parcels limit/))
    await user.type(screen.getByLabelText(/^Refused parcels limit/), '3')
    await user.click(screen.getByRole('checkbox', { name: 'Sat' }))
    await user.click(screen.getByRole('checkbox', { name: 'Mon' }))
    await user.click(save())

    expect(onSave).toHaveBeenCalledWith({
      ...settings,
      shipFromPincode: '560001',
      codFee: 0,
      codLimit: 5000,
      rtoLimit: 3,
      workingDays: [1, 6],
    })
  })

  it('adds holidays in date order, refuses one twice, and removes them', async () => {
    const { onSave, user } = renderForm()
    const holidays = () => screen.getByRole('list', { name: 'Holidays' })
    expect(
      within(holidays())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['26 Jan 2027×'])

    const date = screen.getByLabelText('Holiday date')
    fireEvent.change(date, { target: { value: '2026-12-25' } })
    await user.click(screen.getByRole('button', { name: 'Add holiday' }))
    expect(
      within(holidays())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['25 Dec 2026×', '26 Jan 2027×'])
    expect(date).toHaveValue('')

    fireEvent.change(date, { target: { value: '2027-01-26' } })
    await user.click(screen.getByRole('button', { name: 'Add holiday' }))
    expect(screen.getByText('26 Jan 2027 is already listed')).toBeInTheDocument()
    expect(within(holidays()).getAllByRole('listitem')).toHaveLength(2)

    await user.click(screen.getByRole('button', { name: 'Remove 26 Jan 2027' }))
    expect(within(holidays()).getAllByRole('listitem')).toHaveLength(1)
    await user.click(save())
    expect(onSave).toHaveBeenCalledWith({ ...settings, holidays: ['2026-12-25'] })

    await user.click(screen.getByRole('button', { name: 'Remove 25 Dec 2026' }))
    expect(screen.queryByRole('list', { name: 'Holidays' })).toBeNull()
    expect(screen.getByText('No holidays: the working days above apply.')).toBeInTheDocument()
  })

  it('judges a draft as the server judges the body', () => {
    const draft = deliveryDraftOf(settings)
    expect(deliveryProblems(draft)).toEqual({})
    expect(deliveryProblems({ ...draft, cutoffTime: '' }).cutoffTime).toBe(
      'Cut-off time must be HH:MM (24-hour, IST)',
    )
    expect(deliveryProblems({ ...draft, codFee: '1001' }).codFee).toBe(
      'Cash on Delivery fee must be at most 1000',
    )
    expect(deliveryProblems({ ...draft, rtoWindowDays: '366' }).rtoWindowDays).toBe(
      'Refused parcels window must be at most 365',
    )
    expect(deliveryProblems({ ...draft, rtoLimit: '1.5' }).rtoLimit).toBe(
      'Refused parcels limit must be a whole number',
    )
  })
})
