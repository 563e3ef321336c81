// The pages the e-commerce rules ask for (decision 075): who sells, and the policies before
// purchase. One chunk, which also gives the footer its lines about the seller.
import { Link } from 'react-router'
import { CUSTOMER_CARE_EMAIL, type Seller } from '@store/contract'
import { paths } from '@/config/paths'
import { useFetch } from '@/lib/use-fetch'
import { StaticPage } from './static-page'
import { getSeller } from './api'

const NOT_SET = 'Not yet set'

/** '/seller-details': who sells, as the Consumer Protection (E-Commerce) Rules 2020 ask. */
export function SellerPage() {
  const seller = useFetch('seller', getSeller)
  return (
    <StaticPage
      title="Seller details"
      description="Who sells on KapdaKart: legal name, address, GSTIN, customer care and the grievance officer."
      updated="2026-11-26"
      lead="Every product on KapdaKart is sold by the business below. Reach customer care first; if you are not satisfied, write to our grievance officer."
    >
      {seller.status === 'loading' && <div className="h-64 animate-pulse rounded bg-stone-100" />}
      {seller.status === 'error' && <p role="alert">{seller.error.message}</p>}
      {seller.status === 'success' && <SellerFacts seller={seller.data} />}
    </StaticPage>
  )
}

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5 border-b border-stone-100 py-2 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm text-stone-500">{term}</dt>
      <dd className="break-words text-stone-900">{children}</dd>
    </div>
  )
}

const mail = (address: string) => <a href={`mailto:${address}`}>{address}</a>
const phone = (number: string) => <a href={`tel:${number.replace(/[ -]/g, '')}`}>{number}</a>

function SellerFacts({ seller }: { seller: Seller }) {
  const care = seller.customerCare
  const officer = seller.grievanceOfficer
  return (
    <>
      {seller.isExample && (
        <p role="note" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          This is a demonstration store: the seller below is an example, not a real business.
        </p>
      )}
      <h2>The seller</h2>
      <dl>
        <Row term="Legal name">{seller.legalName ?? NOT_SET}</Row>
        {seller.tradeName && seller.tradeName !== seller.legalName && (
          <Row term="Trade name">{seller.tradeName}</Row>
        )}
        <Row term="Registered address">
          {seller.address ? `${seller.address}${seller.state ? `, ${seller.state}` : ''}` : NOT_SET}
        </Row>
        <Row term="GSTIN">{seller.gstin ?? NOT_SET}</Row>
      </dl>
      <h2>Customer care</h2>
      <dl>
        <Row term="E-mail">{care ? mail(care.email) : NOT_SET}</Row>
        <Row term="Phone">{care ? phone(care.phone) : NOT_SET}</Row>
        <Row term="Hours">{care ? care.hours : NOT_SET}</Row>
      </dl>
      <h2>Grievance officer</h2>
      <dl>
        <Row term="Name">{officer?.name ?? NOT_SET}</Row>
        <Row term="Designation">{officer?.designation ?? NOT_SET}</Row>
        <Row term="Phone">{officer ? phone(officer.phone) : NOT_SET}</Row>
        <Row term="E-mail">{officer ? mail(officer.email) : NOT_SET}</Row>
      </dl>
      <p>
        The grievance officer acknowledges a complaint within 48 hours and resolves it within one
        month of receiving it. <Link to={`${paths.myGrievances}/new`}>Raise a grievance</Link>; how
        complaints are handled: <Link to={`${paths.policies}#grievances`}>grievance process</Link>.
        All our policies: <Link to={paths.policies}>Store policies</Link>.
      </p>
    </>
  )
}

/**
 * The footer's customer care line and its lines about the seller, loaded with this page's chunk
 * when the footer comes near. Customer care is the saved one, else the store's usual address.
 */
export default function SellerFooterDetails() {
  const seller = useFetch('seller', getSeller)
  const data = seller.status === 'success' ? seller.data : null
  const care = data?.customerCare ?? { email: CUSTOMER_CARE_EMAIL, hours: 'Mon-Sat, 10 AM-6 PM' }
  return (
    <>
      <p className="text-sm text-stone-600">
        Customer care:{' '}
        <a href={`mailto:${care.email}`} className="underline">
          {care.email}
        </a>{' '}
        ({care.hours})
      </p>
      {data && <SellerLines seller={data} />}
    </>
  )
}

function SellerLines({ seller }: { seller: Seller }) {
  const { legalName, address, gstin, customerCare, grievanceOfficer } = seller
  return (
    <div className="mt-2 space-y-1 text-xs text-stone-600">
      {legalName && (
        <p>
          Sold by <span className="font-medium">{legalName}</span>
          {address && `, ${address}`}
          {gstin && ` · GSTIN ${gstin}`}
        </p>
      )}
      {customerCare && (
        <p>
          Customer care phone: {phone(customerCare.phone)} ({customerCare.hours})
        </p>
      )}
      {grievanceOfficer && (
        <p>
          Grievance officer: {grievanceOfficer.name}, {grievanceOfficer.designation},{' '}
          {mail(grievanceOfficer.email)}, {phone(grievanceOfficer.phone)}
        </p>
      )}
    </div>
  )
}

/** The sections of '/policies', each reachable by its anchor (product page, bag, checkout). */
export const POLICY_SECTIONS = [
  { id: 'returns', title: 'Returns' },
  { id: 'refunds', title: 'Refunds' },
  { id: 'exchanges', title: 'Exchanges' },
  { id: 'cancellations', title: 'Cancellations' },
  { id: 'delivery', title: 'Delivery' },
  { id: 'payment-methods', title: 'Payment methods' },
  { id: 'grievances', title: 'Grievance process' },
] as const

/**
 * '/policies': every policy a shopper must see before she buys (Consumer Protection (E-Commerce)
 * Rules 2020, rule 5(3) and 6(5)), in one place, with the full pages linked.
 */
export function PoliciesPage() {
  return (
    <StaticPage
      title="Store policies"
      description="KapdaKart's returns, refunds, exchanges, cancellations, delivery, payment methods and grievance process, in short."
      lead="What you can expect before you buy: returns, refunds, exchanges, cancellations, delivery, how you can pay, and how a complaint is handled."
      updated="2026-11-26"
    >
      <nav aria-label="Policies on this page">
        <ul className="plain flex flex-wrap gap-2">
          {POLICY_SECTIONS.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="plain inline-block rounded-full border border-stone-300 px-3 py-1 text-sm text-stone-700 hover:border-brand-500 hover:text-brand-600"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <h2 id="returns">Returns</h2>
      <p>
        Ask for a return within <strong>7 days of delivery</strong> from the order in My Orders.
        Items must be unused, unwashed and tagged. Innerwear and personalised items are not
        returnable; the product page says so before you buy. Full rules:{' '}
        <Link to={paths.returns}>Returns &amp; Exchanges</Link>.
      </p>

      <h2 id="refunds">Refunds</h2>
      <p>
        Once a returned item passes its quality check, we refund it to the way you paid (UPI, card
        or netbanking), or as store credit if you choose; Cash on Delivery orders are refunded to a
        UPI ID or bank account you give us, or as store credit. A refund is credited within 7 to 10
        working days. The Cash on Delivery fee is not refunded with a return; it is refunded in full
        when we cancel an order or it is returned to us undelivered.
      </p>

      <h2 id="exchanges">Exchanges</h2>
      <p>
        A different size of the same product can be asked for within the same 7 days. If that size
        is sold out, you choose a refund or store credit instead.
      </p>

      <h2 id="cancellations">Cancellations</h2>
      <p>
        You can cancel an order from its page in My Orders until it ships, at no charge. Its stock
        goes back on sale; an order paid online is refunded in full to the way you paid. Once it has
        shipped, refuse it at the door or return it after delivery.
      </p>

      <h2 id="delivery">Delivery</h2>
      <p>
        Delivery is free on prepaid orders across India. The product page, the bag and the checkout
        show the day your order arrives at your PIN code before you order; orders usually arrive in
        3 to 7 working days. Full details: <Link to={paths.shipping}>Shipping &amp; Delivery</Link>.
      </p>

      <h2 id="payment-methods">Payment methods</h2>
      <p>
        Online payment by UPI, debit or credit card and netbanking (through Razorpay), and Cash on
        Delivery. Cash on Delivery may carry a fee, and is limited to orders up to a certain value
        and to PIN codes our courier serves; the checkout shows the fee and any limit before you
        place the order. Store credit can pay all or part of an order.
      </p>

      <h2 id="grievances">Grievance process</h2>
      <ol>
        <li>
          <Link to={`${paths.myGrievances}/new`}>Raise a grievance</Link> from your account (also
          from an order's or a return's page), or write to customer care or to our grievance officer
          directly; both are named on the <Link to={paths.seller}>Seller details</Link> page.
        </li>
        <li>
          The grievance officer <strong>acknowledges your complaint within 48 hours</strong>, with a
          reference you can quote when you follow it up.
        </li>
        <li>
          Your complaint is <strong>resolved within one month</strong> of receiving it, and you are
          told the outcome by e-mail.
        </li>
        <li>
          If you are not satisfied, you may approach the National Consumer Helpline (1915) or the
          consumer commission of your district.
        </li>
      </ol>
    </StaticPage>
  )
}
