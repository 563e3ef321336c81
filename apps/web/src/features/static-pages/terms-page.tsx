import { Link } from 'react-router'
import { CUSTOMER_CARE_EMAIL, STORE_NAME } from '@store/contract'
import { paths } from '@/config/paths'
import { Sections, StaticPage, type Section } from './static-page'

const GRIEVANCE_EMAIL = 'grievance@kapdakart.in'

const SECTIONS: Section[] = [
  {
    id: 'acceptance',
    title: 'About these terms',
    body: (
      <>
        <p>
          These terms govern your use of the {STORE_NAME} website and app (the "store") and every
          order you place on it. The store is operated by {STORE_NAME} from Jaipur, Rajasthan,
          India. By using the store or placing an order you accept these terms and our{' '}
          <Link to={paths.privacy}>Privacy Policy</Link>.
        </p>
        <p>
          This document is an electronic record under the Information Technology Act, 2000 and the
          rules made under it, and needs no physical or digital signature.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Eligibility',
    body: (
      <p>
        You must be 18 or older and able to enter a binding contract under the Indian Contract Act,
        1872. A minor may shop only through a parent or guardian. We deliver to addresses in India
        only.
      </p>
    ),
  },
  {
    id: 'account',
    title: 'Your account',
    body: (
      <ul>
        <li>You sign in with your mobile number and password. Keep your password secret.</li>
        <li>Give true, current details and keep your addresses and contact details up to date.</li>
        <li>
          You are responsible for activity and orders from your account. Tell us at once at{' '}
          <a href={`mailto:${CUSTOMER_CARE_EMAIL}`}>{CUSTOMER_CARE_EMAIL}</a> if you think someone
          else has used it.
        </li>
        <li>
          We may suspend or close an account that breaks these terms, for example for fraud or
          misuse.
        </li>
      </ul>
    ),
  },
  {
    id: 'pricing',
    title: 'Products, prices and errors',
    body: (
      <ul>
        <li>
          All prices are in Indian Rupees (INR, ₹) and include applicable taxes (GST) unless stated
          otherwise. The price shown is the price after any discount.
        </li>
        <li>
          We describe and photograph products as accurately as we can, but colours can look slightly
          different on screens and measurements may vary a little.
        </li>
        <li>
          If a product is listed at a wrong price or with wrong details because of an error, we may
          cancel the order, even after confirming it, and refund any amount paid. We will never
          charge you more than the price you confirmed without your agreement.
        </li>
      </ul>
    ),
  },
  {
    id: 'orders',
    title: 'Orders',
    body: (
      <p>
        Placing an order is an offer to buy. A contract is formed when we confirm your order.
        Products are subject to availability; if an item cannot be supplied, we will tell you and
        cancel that item. We may limit quantities per order to keep prices fair for everyone.
      </p>
    ),
  },
  {
    id: 'cash-on-delivery',
    title: 'Cash on Delivery',
    body: (
      <ul>
        <li>Orders are paid by Cash on Delivery: you pay the courier when the order arrives.</li>
        <li>A Cash on Delivery charge, if any, is shown at checkout before you place the order.</li>
        <li>Please check the package and keep the exact amount ready.</li>
        <li>
          If Cash on Delivery orders on an account are refused again and again, we may stop offering
          Cash on Delivery to that account.
        </li>
      </ul>
    ),
  },
  {
    id: 'cancellations',
    title: 'Cancellations',
    body: (
      <p>
        You may cancel an order before it is shipped by contacting customer care. We may cancel an
        order if the item is out of stock, the price or details were listed in error, the delivery
        address cannot be served, or we suspect fraud. We will tell you, and refund any amount you
        have paid.
      </p>
    ),
  },
  {
    id: 'returns',
    title: 'Returns, exchanges and delivery',
    body: (
      <p>
        Returns and exchanges (within 7 days from delivery) follow our{' '}
        <Link to={paths.returns}>Returns &amp; Exchanges</Link> policy, and delivery follows our{' '}
        <Link to={paths.shipping}>Shipping &amp; Delivery</Link> policy. Both form part of these
        terms.
      </p>
    ),
  },
  {
    id: 'sellers',
    title: 'Sellers',
    body: (
      <p>
        Some products are sold by independent sellers, named on the order as the seller. Sellers are
        responsible for the quality and description of their products; {STORE_NAME} handles orders,
        delivery, payment collection and customer care, and helps you resolve any problem with a
        seller.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <p>
        Do not misuse the store: no false orders, no automated scraping, no attempt to break or
        probe its security, and no content that is unlawful, misleading or infringes the rights of
        others.
      </p>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual property',
    body: (
      <p>
        The {STORE_NAME} name and logo, the store's design, photos and text belong to {STORE_NAME}{' '}
        or its sellers and licensors. You may not copy, reproduce or use them commercially without
        our written permission.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <p>
        To the extent the law allows, our total liability for any order is limited to the amount
        paid for that order, and we are not liable for indirect or consequential losses. Nothing in
        these terms limits your rights under the Consumer Protection Act, 2019 or the Consumer
        Protection (E-Commerce) Rules, 2020.
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law and jurisdiction',
    body: (
      <p>
        These terms are governed by the laws of India. Subject to your right to approach a consumer
        commission, the courts at Jaipur, Rajasthan have exclusive jurisdiction over any dispute
        arising from them.
      </p>
    ),
  },
  {
    id: 'grievances',
    title: 'Grievance Officer',
    body: (
      <p>
        For complaints about an order, a seller or the store, write to our Grievance Officer at{' '}
        <a href={`mailto:${GRIEVANCE_EMAIL}`}>{GRIEVANCE_EMAIL}</a> ({STORE_NAME}, Jaipur,
        Rajasthan, India; Mon-Sat, 10 AM-6 PM). We acknowledge complaints within 48 hours and
        resolve them within one month.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms from time to time and will post the new version on this page with
        its date. Orders are governed by the terms in force when they were placed. Questions:{' '}
        <a href={`mailto:${CUSTOMER_CARE_EMAIL}`}>{CUSTOMER_CARE_EMAIL}</a>, Mon-Sat, 10 AM-6 PM.
      </p>
    ),
  },
]

export function TermsPage() {
  return (
    <StaticPage
      title="Terms & Conditions"
      description={`The terms for shopping on ${STORE_NAME}: eligibility, accounts, prices in INR, Cash on Delivery, cancellations, returns, liability and governing law (courts at Jaipur).`}
      lead={`Please read these terms before you shop. They explain your rights and ours when you buy from ${STORE_NAME}.`}
    >
      <Sections sections={SECTIONS} />
    </StaticPage>
  )
}
