import { screen } from '@testing-library/react'
import type { ReactElement } from 'react'
import { describe, expect, it } from 'vitest'
import { renderScreen } from '@/testing/render'
import { BecomeSellerPage } from './become-seller-page'
import { CareersPage } from './careers-page'
import { PrivacyPage } from './privacy-page'
import { ReturnsPage } from './returns-page'
import { ShippingPage } from './shipping-page'
import { TermsPage } from './terms-page'

const pages: Array<[string, ReactElement]> = [
  ['Careers', <CareersPage key="c" />],
  ['Become a Seller', <BecomeSellerPage key="b" />],
  ['Returns & Exchanges', <ReturnsPage key="r" />],
  ['Shipping & Delivery', <ShippingPage key="s" />],
  ['Privacy Policy', <PrivacyPage key="p" />],
  ['Terms & Conditions', <TermsPage key="t" />],
]

describe('static pages', () => {
  it.each(pages)(
    '%s has its heading, a last-updated line, a title and a description',
    (title, page) => {
      renderScreen(page)
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument()
      expect(screen.getByText(/Last updated:/)).toBeInTheDocument()
      expect(document.title).toBe(`${title} | KapdaKart`)
      expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
        /KapdaKart/,
      )
    },
  )

  it('Become a Seller lists the five steps and opens outside links safely', () => {
    renderScreen(<BecomeSellerPage />)
    for (const step of ['Sign up', 'Add products', 'Start selling', 'Deliver', 'Get paid']) {
      expect(screen.getByRole('heading', { level: 3, name: step })).toBeInTheDocument()
    }
    const external = screen.getByRole('link', { name: 'Seller onboarding page' })
    expect(external).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByRole('link', { name: 'E-mail us' })).toHaveAttribute(
      'href',
      expect.stringContaining('mailto:sellers@kapdakart.in'),
    )
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\//),
    )
  })

  it('Returns & Exchanges states the policy facts', () => {
    renderScreen(<ReturnsPage />)
    const text = document.body.textContent ?? ''
    for (const fact of [
      '7 days from delivery',
      'unused, unwashed and tagged',
      'damaged, defective or wrong items',
      'Personalised items are not returnable',
      'exchange for size issues or defects',
      'store credit or a full refund',
      '2-3 working days',
      'processed 5-7 business days after approval',
      'credited in 7 to 10 working days to the original payment method or as store credit',
      'Damaged, defective and replacement products are delivered in 5 to 7 working days',
      'upload a photo',
      'Mon-Sat, 10 AM-6 PM',
    ]) {
      expect(text).toContain(fact)
    }
  })

  it('Shipping & Delivery states the policy facts', () => {
    renderScreen(<ShippingPage />)
    const text = document.body.textContent ?? ''
    for (const fact of [
      'Free shipping on all prepaid orders across India',
      'may carry an extra charge, shown at checkout',
      '1-2 business days',
      '3-7 business days',
      'remote areas',
      'tracking link by e-mail/SMS',
      'Mon-Sat, 10 AM-6 PM',
    ]) {
      expect(text).toContain(fact)
    }
  })
})
