import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Seller } from '@store/contract'
import { renderScreen, stubApi } from '@/testing/render'
import SellerFooterDetails, { PoliciesPage, POLICY_SECTIONS, SellerPage } from './legal-pages'

const seller: Seller = {
  legalName: 'Rang Textiles LLP',
  tradeName: 'Rang',
  address: 'Linking Road, Mumbai 400050',
  state: 'Maharashtra',
  gstin: '27AAPFU0939F1ZV',
  customerCare: { email: 'help@rang.in', phone: '1800 123 4567', hours: 'Mon-Sat, 9 AM-7 PM' },
  grievanceOfficer: {
    name: 'Farhan Sheikh',
    designation: 'Grievance Officer',
    phone: '022 2640 1100',
    email: 'grievance@rang.in',
  },
  isExample: false,
}

const answer = (data: Seller) => () => ({
  body: { success: true, error: false, message: '', data },
})

afterEach(() => vi.unstubAllGlobals())

describe('Seller details', () => {
  it('shows the seller, customer care and the grievance officer', async () => {
    const fetchMock = stubApi(answer(seller))
    renderScreen(<SellerPage />)
    expect(await screen.findByText('Rang Textiles LLP')).toBeVisible()
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/seller')
    expect(screen.getByText('Linking Road, Mumbai 400050, Maharashtra')).toBeVisible()
    expect(screen.getByText('27AAPFU0939F1ZV')).toBeVisible()
    expect(screen.getByRole('link', { name: '1800 123 4567' })).toHaveAttribute(
      'href',
      'tel:18001234567',
    )
    expect(screen.getByText('Farhan Sheikh')).toBeVisible()
    expect(screen.getByRole('link', { name: 'grievance@rang.in' })).toHaveAttribute(
      'href',
      'mailto:grievance@rang.in',
    )
    expect(screen.queryByRole('note')).not.toBeInTheDocument()
  })

  it('says what is not yet set, and marks the demo example', async () => {
    stubApi(
      answer({
        ...seller,
        legalName: null,
        address: null,
        gstin: null,
        customerCare: null,
        grievanceOfficer: null,
        isExample: true,
      }),
    )
    renderScreen(<SellerPage />)
    expect(await screen.findByRole('note')).toHaveTextContent(/demonstration store/)
    expect(screen.getAllByText('Not yet set').length).toBeGreaterThanOrEqual(9)
  })

  it('gives the footer its lines about the seller', async () => {
    stubApi(answer(seller))
    renderScreen(<SellerFooterDetails />)
    expect(await screen.findByText(/Sold by/)).toHaveTextContent(
      'Sold by Rang Textiles LLP, Linking Road, Mumbai 400050 · GSTIN 27AAPFU0939F1ZV',
    )
    expect(screen.getByText(/Grievance officer:/)).toHaveTextContent(
      'Grievance officer: Farhan Sheikh, Grievance Officer, grievance@rang.in, 022 2640 1100',
    )
  })
})

describe('Store policies', () => {
  it('has every policy the rules name, each reachable by its anchor', () => {
    renderScreen(<PoliciesPage />)
    const contents = screen.getByRole('navigation', { name: 'Policies on this page' })
    for (const section of POLICY_SECTIONS) {
      expect(within(contents).getByRole('link', { name: section.title })).toHaveAttribute(
        'href',
        `#${section.id}`,
      )
      expect(screen.getByRole('heading', { level: 2, name: section.title })).toHaveAttribute(
        'id',
        section.id,
      )
    }
    expect(screen.getByText(/acknowledges your complaint within 48 hours/)).toBeVisible()
  })
})
