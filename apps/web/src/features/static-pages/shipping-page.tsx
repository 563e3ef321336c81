import { Link } from 'react-router'
import { businessDays, CUSTOMER_CARE_EMAIL, SHIPPING_POLICY, STORE_NAME } from '@store/contract'
import { paths } from '@/config/paths'
import { Facts, StaticPage } from './static-page'

const processing = businessDays(SHIPPING_POLICY.processingBusinessDays)
const delivery = businessDays(SHIPPING_POLICY.deliveryBusinessDays)

export function ShippingPage() {
  return (
    <StaticPage
      title="Shipping & Delivery"
      description={`${STORE_NAME} delivers across India: free shipping on all prepaid orders, processing in ${processing}, delivery in ${delivery} and tracking by e-mail/SMS.`}
      lead="We deliver across India, with free shipping on all prepaid orders and Cash on Delivery available."
    >
      <Facts
        label="Shipping at a glance"
        facts={[
          { icon: 'truck', value: 'Free shipping', label: 'on all prepaid orders across India' },
          { icon: 'box', value: processing, label: 'to process and pack your order' },
          { icon: 'calendar', value: delivery, label: 'for delivery after dispatch' },
        ]}
      />

      <h2>Shipping charges</h2>
      <ul>
        <li>
          <strong>Free shipping on all prepaid orders across India.</strong>
        </li>
        <li>
          Cash on Delivery (COD) orders may carry an extra charge, shown at checkout before you
          place the order.
        </li>
      </ul>

      <h2>Processing time</h2>
      <p>
        Orders are processed in <strong>{processing}</strong>: we check, pack and hand them to our
        courier partner. Business days are Monday to Saturday, except public holidays.
      </p>

      <h2>Delivery time</h2>
      <p>
        Delivery takes <strong>{delivery}</strong> after dispatch, depending on your pincode.
        Delivery to remote areas (such as hill regions, islands and parts of the North-East) may be
        slower.
      </p>

      <h2>Tracking your order</h2>
      <p>
        As soon as your order ships, we send you a <strong>tracking link by e-mail/SMS</strong>. You
        can also see your orders in <Link to={paths.myOrders}>My Orders</Link>.
      </p>

      <h2>Cash on Delivery</h2>
      <p>
        Pay the courier in cash when your order arrives. Please keep the exact amount ready; any COD
        charge is included in the total shown at checkout.
      </p>

      <h2>Support</h2>
      <p>
        Questions about a delivery? Write to{' '}
        <a href={`mailto:${CUSTOMER_CARE_EMAIL}`}>{CUSTOMER_CARE_EMAIL}</a> with your order number.
        Our support team is available <strong>Mon-Sat, 10 AM-6 PM</strong>. For returns, see our{' '}
        <Link to={paths.returns}>Returns &amp; Exchanges</Link> policy.
      </p>
    </StaticPage>
  )
}
