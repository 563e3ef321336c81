import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import type { PincodeListSummary, PincodeUpload } from '@store/contract'
import { notify } from '@/lib/toast'
import { stubApi } from '@/testing/render'
import { PincodeList } from './pincode-list'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const envelope = (data: unknown, message = '') => ({
  body: { success: true, error: false, message, data },
})
const empty: PincodeListSummary = { total: 0, prepaid: 0, cod: 0, notServed: 0, updatedAt: null }
const csv = (name: string) =>
  new File(['pincode,deliveryDays,cod,prepaid\n560034,2,Y,Y\n'], name, { type: 'text/csv' })

it('checks a file first: its bad lines keep Replace list disabled, a clean file replaces the list', async () => {
  const success = vi.spyOn(notify, 'success').mockResolvedValue('toast')
  let held = empty
  const bad: PincodeUpload = {
    dryRun: true,
    total: 3,
    prepaid: 3,
    cod: 2,
    notServed: 0,
    updatedAt: null,
    errors: [
      { line: 4, message: 'pincode "56003" is not six digits' },
      { line: 9, message: 'cod and prepaid must each be Y or N' },
    ],
    errorCount: 5,
  }
  const good: PincodeUpload = { ...bad, total: 4, errors: [], errorCount: 0 }
  let checks = 0
  const fetchMock = stubApi((url) => {
    if (url.endsWith('/admin/pincodes')) return envelope(held)
    if (url.includes('dryRun=true')) {
      checks += 1
      return envelope(checks === 1 ? bad : good, 'PIN list checked')
    }
    held = { total: 4, prepaid: 3, cod: 2, notServed: 1, updatedAt: '2026-11-26T10:00:00.000Z' }
    return envelope({ ...good, dryRun: false }, 'PIN list replaced')
  })
  const user = userEvent.setup()
  render(<PincodeList />)
  expect(await screen.findByText('No list: every PIN is served, in 5 days.')).toBeInTheDocument()

  await user.upload(screen.getByLabelText('Upload a new list (CSV)'), csv('delhivery.csv'))
  const preview = await screen.findByRole('region', { name: 'Preview of the new list' })
  expect(preview).toHaveTextContent('Checked delhivery.csv')
  expect(within(preview).getByText('PINs').nextSibling).toHaveTextContent('3')
  const alert = within(preview).getByRole('alert')
  expect(alert).toHaveTextContent('5 bad lines')
  expect(
    within(alert)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([
    'Line 4: pincode "56003" is not six digits',
    'Line 9: cod and prepaid must each be Y or N',
  ])
  expect(alert).toHaveTextContent('and 3 more')
  expect(within(preview).getByRole('button', { name: 'Replace list' })).toBeDisabled()

  // The corrected file, chosen again.
  await user.upload(screen.getByLabelText('Upload a new list (CSV)'), csv('delhivery.csv'))
  await screen.findByText('No bad lines. PINs not on the new list will not be served.')
  const replace = screen.getByRole('button', { name: 'Replace list' })
  expect(replace).toBeEnabled()
  await user.click(replace)

  expect(success).toHaveBeenCalledWith('PIN list replaced')
  expect(await screen.findByText(/^Uploaded/)).toBeInTheDocument()
  expect(screen.queryByRole('region', { name: 'Preview of the new list' })).toBeNull()
  expect(screen.getByText('Not served').nextSibling).toHaveTextContent('1')
  const sent = fetchMock.mock.calls.filter(
    ([url]) => typeof url === 'string' && url.includes('/admin/pincodes?'),
  )
  expect(sent.map(([url]) => (url as string).split('?')[1])).toEqual([
    'dryRun=true',
    'dryRun=true',
    'dryRun=false',
  ])
  expect(sent[2]?.[1]?.body).toBeInstanceOf(FormData)
})

it('says why a file cannot be read at all, and offers no Replace', async () => {
  stubApi((url) =>
    url.endsWith('/admin/pincodes')
      ? envelope(empty)
      : {
          status: 400,
          body: {
            success: false,
            error: true,
            message:
              'The header must name the columns pincode, deliveryDays, cod and prepaid (missing: cod)',
          },
        },
  )
  const user = userEvent.setup()
  render(<PincodeList />)
  await user.upload(await screen.findByLabelText('Upload a new list (CSV)'), csv('list.csv'))
  expect(await screen.findByRole('alert')).toHaveTextContent('(missing: cod)')
  expect(screen.getByRole('button', { name: 'Replace list' })).toBeDisabled()
})
