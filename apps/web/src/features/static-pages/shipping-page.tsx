import { CUSTOMER_CARE_EMAIL } from '@store/contract'
import { StaticPage } from './static-page'

export function ShippingPage() {
  return (
    <StaticPage
      title="Shipping & Delivery"
      description="KapdaKart ships across India: free shipping on prepaid orders, processing in 1-2 business days and delivery in 3-7."
      updated="22 November 2026"
    >
      <h2>Shipping charges</h2>
      <ul>
        <li>Shipping is free on all prepaid orders across India.</li>
        <li>
          Cash on Delivery orders may carry an extra charge, shown at checkout before you place the
          order.
        </li>
      </ul>
      <h2>How long it takes</h2>
      <ul>
        <li>
          Processing: your order is packed and handed to the courier within 1-2 business days.
        </li>
        <li>Delivery: 3-7 business days after dispatch for most pin codes.</li>
        <li>
          Remote areas (for example hill stations, islands and parts of the North-East) can take
          longer.
        </li>
      </ul>
      <h2>Tracking your order</h2>
      <p>
        As soon as your order ships, we send you a tracking link by e-mail and SMS. You can also see
        the status in
        <strong> My Orders</strong>.
      </p>
      <h2>Support</h2>
      <p>
        Questions about a delivery? Write to{' '}
        <a href={`mailto:${CUSTOMER_CARE_EMAIL}`}>{CUSTOMER_CARE_EMAIL}</a>. Our support team is
        available Monday to Saturday, 10 AM-6 PM.
      </p>
    </StaticPage>
  )
}
