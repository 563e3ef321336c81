import { Link } from 'react-router'
import { CUSTOMER_CARE_EMAIL, STORE_NAME } from '@store/contract'
import { paths } from '@/config/paths'
import { Facts, StaticPage } from './static-page'

export function ReturnsPage() {
  return (
    <StaticPage
      title="Returns & Exchanges"
      description={`Return or exchange your ${STORE_NAME} order within 7 days from delivery. Conditions, exchanges for size issues or defects, refund times and how to raise a request.`}
      lead="Not the right fit? You can ask for a return or an exchange within 7 days from delivery."
    >
      <Facts
        label="Returns at a glance"
        facts={[
          {
            icon: 'calendar',
            value: '7 days',
            label: 'from delivery to ask for a return or exchange',
          },
          { icon: 'clock', value: '2-3 working days', label: 'to review your request' },
          {
            icon: 'refund',
            value: '7 to 10 working days',
            label: 'for a processed refund to be credited',
          },
        ]}
      />

      <h2>Return and exchange window</h2>
      <p>
        Returns and exchanges can be requested within <strong>7 days from delivery</strong>. After 7
        days from delivery we cannot accept a return or exchange request.
      </p>

      <h2>Conditions</h2>
      <ul>
        <li>
          Items must be <strong>unused, unwashed and tagged</strong>: with the original tags
          attached and in the original packaging.
        </li>
        <li>
          Returns are accepted only for <strong>damaged, defective or wrong items</strong>.
        </li>
        <li>
          <strong>Personalised items are not returnable</strong> (for example, custom-stitched,
          altered or monogrammed pieces).
        </li>
      </ul>

      <h2>Exchanges</h2>
      <p>
        We offer an <strong>exchange for size issues or defects</strong>. If the size you need is
        unavailable, you can choose <strong>store credit or a full refund</strong>.
      </p>

      <h2>How to raise a request</h2>
      <ol>
        <li>
          Go to <Link to={paths.myOrders}>My Orders</Link> and open the order.
        </li>
        <li>Choose the item, then return or exchange, and tell us the reason.</li>
        <li>
          If the item arrived damaged or wrong, <strong>upload a photo</strong> of it with your
          request.
        </li>
        <li>
          We review your request within <strong>2-3 working days</strong> and tell you the outcome
          by e-mail/SMS. Once it is approved, our courier partner picks up the item.
        </li>
      </ol>

      <h2>Refunds</h2>
      <p>
        Refunds are <strong>processed 5-7 business days after approval</strong> and{' '}
        <strong>credited in 7 to 10 working days</strong> to the original payment method or as store
        credit. For Cash on Delivery orders, which have no online payment to reverse, we refund as
        store credit or to a bank account you give us.
      </p>

      <h2>Damaged, defective and replacement products</h2>
      <p>
        Damaged, defective and replacement products are delivered in{' '}
        <strong>5 to 7 working days</strong> once your request is approved.
      </p>

      <h2>Need help?</h2>
      <p>
        Write to <a href={`mailto:${CUSTOMER_CARE_EMAIL}`}>{CUSTOMER_CARE_EMAIL}</a> with your order
        number. Our support team is available Mon-Sat, 10 AM-6 PM. Not resolved?{' '}
        <Link to={`${paths.myGrievances}/new`}>Raise a grievance</Link>. See also our{' '}
        <Link to={paths.shipping}>Shipping &amp; Delivery</Link> policy.
      </p>
    </StaticPage>
  )
}
