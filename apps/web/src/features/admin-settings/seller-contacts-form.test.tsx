import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it, vi } from 'vitest'
import { renderScreen } from '@/testing/render'
import { SellerContactsForm, contactsDraftOf } from './seller-contacts-form'

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } })

it("judges customer care and the grievance officer by the contract's schema, then saves", async () => {
  const user = userEvent.setup()
  const onSave = vi.fn(async () => {})
  renderScreen(<SellerContactsForm initial={contactsDraftOf(null)} onSave={onSave} />)
  type('Customer care e-mail', 'Help@Rang.in')
  type('Customer care phone', 'call us')
  await user.click(screen.getByRole('button', { name: 'Save seller details' }))
  expect(await screen.findAllByText(/phone must be a telephone number/)).toHaveLength(2)
  expect(screen.getByText('grievanceOfficer.name is required')).toBeVisible()
  expect(onSave).not.toHaveBeenCalled()

  type('Customer care phone', '1800 123 4567')
  type("Grievance officer's name", 'Farhan Sheikh')
  type("Grievance officer's phone", '022 2640 1100')
  type("Grievance officer's e-mail", 'grievance@rang.in')
  await user.click(screen.getByRole('button', { name: 'Save seller details' }))
  await vi.waitFor(() =>
    expect(onSave).toHaveBeenCalledWith({
      careEmail: 'help@rang.in',
      carePhone: '1800 123 4567',
      careHours: 'Mon-Sat, 10 AM-6 PM',
      grievanceOfficer: {
        name: 'Farhan Sheikh',
        designation: 'Grievance Officer',
        phone: '022 2640 1100',
        email: 'grievance@rang.in',
      },
    }),
  )
})
