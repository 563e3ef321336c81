import { CUSTOMER_CARE_EMAIL } from '@store/contract'
import { StaticPage } from './static-page'

export function ReturnsPage() {
  return (
    <StaticPage
      title="Returns & Exchanges"
      description="Return or exchange your KapdaKart order within 7 days from delivery. How returns, exchanges and refunds work."
      updated="22 November 2026"
    >
      <p>
        We want you to love what you wear. If something is not right, here is how we make it right.
      </p>
      <h2>Return and exchange window</h2>
      <p>
        You can ask for a return or an exchange within <strong>7 days from delivery</strong>.
      </p>
      <h2>Conditions</h2>
      <ul>
        <li>Items must be unused, unwashed and tagged, with the original tags and packaging.</li>
        <li>Returns are accepted only for damaged, defective or wrong items.</li>
        <li>
          Personalised items (for example, custom-stitched or monogrammed pieces) are not
          returnable.
        </li>
      </ul>
      <h2>Exchanges</h2>
      <p>
        We exchange items for size issues or defects. If the size you need is unavailable, you can
        choose store credit or a full refund.
      </p>
      <h2>How to ask for a return or exchange</h2>
      <ol>
        <li>
          Open <strong>My Orders</strong> and choose the order.
        </li>
        <li>
          Pick the item and tell us the reason. If it arrived damaged or wrong, upload a photo.
        </li>
        <li>We review your request within 2-3 working days and arrange a pickup.</li>
      </ol>
      <h2>Refunds</h2>
      <p>
        Refunds are processed within 5-7 business days after approval and are credited within 7 to
        10 working days to the original payment method, or as store credit. For Cash on Delivery
        orders we refund to your bank account or as store credit.
      </p>
      <h2>Replacements</h2>
      <p>Damaged, defective and replacement products are delivered within 5 to 7 working days.</p>
      <h2>Need help?</h2>
      <p>
        Write to <a href={`mailto:${CUSTOMER_CARE_EMAIL}`}>{CUSTOMER_CARE_EMAIL}</a>, Monday to
        Saturday, 10 AM to 6 PM.
      </p>
    </StaticPage>
  )
}
