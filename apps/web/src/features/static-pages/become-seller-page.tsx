import { StaticPage } from './static-page'

const SELLER_EMAIL = 'sellers@kapdakart.in'
const WHATSAPP = '919876500000'

export function BecomeSellerPage() {
  return (
    <StaticPage
      title="Become a Seller"
      description="Sell your clothing on KapdaKart: reach shoppers across India with no upfront cost."
    >
      <h2>Why sell on KapdaKart?</h2>
      <p>
        Shoppers across India come to KapdaKart for men, women and kids fashion. List your kurtas,
        sarees, shirts or kidswear with us and reach them without opening a single shop.
      </p>
      <h2>Benefits</h2>
      <ul>
        <li>
          <strong>Wider reach:</strong> sell to customers in every state, from metros to small
          towns.
        </li>
        <li>
          <strong>No upfront cost:</strong> listing is free, so you pay only when you earn.
        </li>
        <li>
          <strong>Marketing support:</strong> we feature sellers in sales, campaigns and our app.
        </li>
        <li>
          <strong>Secure bank settlements:</strong> payments go straight to your bank account on a
          fixed schedule.
        </li>
        <li>
          <strong>Logistics handled:</strong> we pick up from you and deliver to the customer, Cash
          on Delivery included.
        </li>
      </ul>
      <h2>Who can sell?</h2>
      <p>
        Manufacturers, wholesalers, boutiques, weavers and home businesses with a GSTIN (or an
        enrolment for it), a bank account in the business name or the owner's name, and products
        they have the right to sell.
      </p>
      <h2>How it works</h2>
      <ol>
        <li>
          <strong>Sign up</strong> with your business, GST and bank details.
        </li>
        <li>
          <strong>Add products</strong> with photos, sizes, prices and stock.
        </li>
        <li>
          <strong>Start selling</strong> once your profile is approved.
        </li>
        <li>
          <strong>Deliver:</strong> pack the order and hand it to our courier partner.
        </li>
        <li>
          <strong>Get paid</strong> in your bank account after delivery.
        </li>
      </ol>
      <h2>Talk to us</h2>
      <ul>
        <li>
          E-mail: <a href={`mailto:${SELLER_EMAIL}`}>{SELLER_EMAIL}</a>
        </li>
        <li>
          WhatsApp:{' '}
          <a href={`https://wa.me/${WHATSAPP}`} rel="noopener noreferrer" target="_blank">
            +91 98765 00000
          </a>
        </li>
        <li>
          Or start on our{' '}
          <a
            href="https://sellers.kapdakart.in/onboarding"
            rel="noopener noreferrer"
            target="_blank"
          >
            seller onboarding page
          </a>
          .
        </li>
      </ul>
    </StaticPage>
  )
}
