import { CUSTOMER_CARE_EMAIL } from '@store/contract'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { StaticPage } from './static-page'

export function TermsPage() {
  return (
    <StaticPage
      title="Terms & Conditions"
      description="The terms for shopping on KapdaKart: accounts, prices, Cash on Delivery, cancellations, returns and liability."
      updated="22 November 2026"
    >
      <p>
        These terms govern your use of KapdaKart's website and app and every order you place. Please
        read them with our <Link to={paths.privacy}>Privacy Policy</Link>. By using KapdaKart you
        accept these terms.
      </p>
      <h2>Eligibility</h2>
      <p>
        You must be 18 or older and able to enter a binding contract under the Indian Contract Act,
        1872. A minor may shop only through a parent or guardian.
      </p>
      <h2>Your account</h2>
      <p>
        Keep your password secret and your details correct. You are responsible for orders placed
        from your account. Tell us at once at{' '}
        <a href={`mailto:${CUSTOMER_CARE_EMAIL}`}>{CUSTOMER_CARE_EMAIL}</a> if you think someone
        else has used it.
      </p>
      <h2>Products and prices</h2>
      <p>
        Prices are in Indian rupees and include applicable taxes unless stated. Colours may look
        slightly different on screens. If a price or description is wrong by obvious error, we may
        cancel the order and refund any amount paid.
      </p>
      <h2>Orders and Cash on Delivery</h2>
      <p>
        An order is accepted when we confirm it. With Cash on Delivery you pay the courier in cash
        when the order arrives; a Cash on Delivery charge, if any, is shown at checkout. Repeatedly
        refusing Cash on Delivery orders may lead us to limit this option on your account.
      </p>
      <h2>Cancellations</h2>
      <p>
        You may cancel an order before it ships. We may cancel an order if the item is out of stock,
        the address cannot be served, or we suspect fraud; you will be told and refunded where you
        have paid.
      </p>
      <h2>Returns, exchanges and refunds</h2>
      <p>
        Returns and exchanges follow our <Link to={paths.returns}>Returns &amp; Exchanges</Link>{' '}
        policy, and delivery follows our <Link to={paths.shipping}>Shipping &amp; Delivery</Link>{' '}
        policy.
      </p>
      <h2>Intellectual property</h2>
      <p>
        The KapdaKart name, logo, photos and text belong to us or our sellers and may not be copied
        without written permission.
      </p>
      <h2>Acceptable use</h2>
      <p>
        Do not misuse the store: no scraping, no attempts to break its security, no false orders or
        reviews.
      </p>
      <h2>Liability</h2>
      <p>
        To the extent the law allows, our liability for any order is limited to the amount paid for
        it, and we are not liable for indirect losses. Nothing here limits your rights under the
        Consumer Protection Act, 2019 or the Consumer Protection (E-Commerce) Rules, 2020.
      </p>
      <h2>Governing law</h2>
      <p>
        These terms are governed by the laws of India. Courts at Jaipur, Rajasthan have jurisdiction
        over disputes.
      </p>
      <h2>Contact</h2>
      <p>
        Questions about these terms:{' '}
        <a href={`mailto:${CUSTOMER_CARE_EMAIL}`}>{CUSTOMER_CARE_EMAIL}</a>, Monday to Saturday, 10
        AM-6 PM.
      </p>
    </StaticPage>
  )
}
