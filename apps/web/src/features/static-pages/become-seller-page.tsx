import { STORE_NAME } from '@store/contract'
import { ICONS, Icon, StaticPage } from './static-page'

const SELLER_EMAIL = 'sellers@kapdakart.in'
const WHATSAPP_NUMBER = '919876500000'
const WHATSAPP_DISPLAY = '+91 98765 00000'
const ONBOARDING_URL = 'https://sellers.kapdakart.in/onboarding'

const BENEFITS = [
  {
    icon: ICONS.globe,
    title: 'Wider reach',
    text: 'Sell to shoppers in every state, from metros to small towns, without opening a new shop.',
  },
  {
    icon: ICONS.wallet,
    title: 'No upfront cost',
    text: 'Listing is free. Pay only when you earn: a small commission on each delivered order.',
  },
  {
    icon: ICONS.megaphone,
    title: 'Marketing support',
    text: 'We feature sellers in sales, seasonal campaigns and our app, and help you with photos that sell.',
  },
  {
    icon: ICONS.shield,
    title: 'Secure bank settlements',
    text: 'Your earnings are settled straight to your bank account on a fixed schedule, with a statement for every payout.',
  },
  {
    icon: ICONS.truck,
    title: 'Logistics handled',
    text: 'Our courier partners pick up from you and deliver across India, Cash on Delivery included.',
  },
] as const

const STEPS = [
  { title: 'Sign up', text: 'Register with your business, GST and bank details.' },
  { title: 'Add products', text: 'List your clothes with photos, sizes, prices and stock.' },
  {
    title: 'Start selling',
    text: 'Start selling once your profile is approved; your products go live for shoppers.',
  },
  { title: 'Deliver', text: 'Pack each order; our courier partner picks it up from you.' },
  { title: 'Get paid', text: 'Receive your earnings in your bank account after delivery.' },
] as const

const contactLink =
  'plain inline-flex items-center justify-center gap-2 rounded-md px-4 py-2.5 text-sm font-medium'

export function BecomeSellerPage() {
  return (
    <StaticPage
      title="Become a Seller"
      description={`Sell your clothing on ${STORE_NAME}: reach shoppers across India with no upfront cost, marketing support, secure bank settlements and logistics handled.`}
      lead="Bring your kurtas, sarees, shirts and kidswear to shoppers across India. No upfront cost: you pay only when you earn."
    >
      <h2>Why sell on {STORE_NAME}?</h2>
      <p>
        Families across India shop {STORE_NAME} for men, women and kids fashion at honest prices,
        with Cash on Delivery and easy returns. Whether you run a boutique, a weaving unit or a
        garment factory, we put your collection in front of them and take care of the hard parts of
        selling online.
      </p>

      <h2>Benefits</h2>
      <ul className="plain grid gap-3 sm:grid-cols-2">
        {BENEFITS.map((benefit) => (
          <li
            key={benefit.title}
            className="flex gap-3 rounded-lg border border-stone-200 bg-stone-50 p-4 sm:last:col-span-2"
          >
            <span className="h-fit rounded-full bg-brand-50 p-2 text-brand-600">
              <Icon d={benefit.icon} className="h-5 w-5" />
            </span>
            <div>
              <h3>{benefit.title}</h3>
              <p className="mt-0.5 text-sm leading-snug text-stone-600">{benefit.text}</p>
            </div>
          </li>
        ))}
      </ul>

      <h2>Who can sell?</h2>
      <ul>
        <li>Manufacturers, wholesalers and brands of clothing for men, women or kids.</li>
        <li>Boutiques, designers, weavers and artisans, including home businesses.</li>
        <li>
          Any seller with a GSTIN (or a GST enrolment where the law allows), a PAN and a bank
          account in the business or owner's name.
        </li>
        <li>Products must be new, genuine and yours to sell.</li>
      </ul>

      <h2>How it works</h2>
      <ol className="plain relative space-y-5 before:absolute before:bottom-4 before:left-4 before:top-4 before:w-px before:bg-stone-200">
        {STEPS.map((step, i) => (
          <li key={step.title} className="relative flex gap-4">
            <span className="z-10 flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white">
              {i + 1}
            </span>
            <div className="pt-1">
              <h3>{step.title}</h3>
              <p className="text-sm text-stone-600">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>

      <section
        aria-labelledby="seller-contact"
        className="mt-8 rounded-xl border border-brand-100 bg-brand-50 p-5 md:p-6"
      >
        <h2 id="seller-contact" className="plain text-lg font-semibold text-stone-900">
          Ready to start? Talk to our seller team
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          Write to us, message us on WhatsApp (Mon-Sat, 10 AM-6 PM) or register on our seller
          onboarding page.
        </p>
        <div className="mt-4 grid gap-2 sm:grid-cols-3">
          <a
            href={`mailto:${SELLER_EMAIL}?subject=${encodeURIComponent('Become a seller')}`}
            className={`${contactLink} bg-brand-600 text-white hover:bg-brand-700`}
          >
            <Icon d={ICONS.mail} className="h-4 w-4" />
            E-mail us
          </a>
          <a
            href={`https://wa.me/${WHATSAPP_NUMBER}`}
            target="_blank"
            rel="noopener noreferrer"
            className={`${contactLink} bg-green-700 text-white hover:bg-green-800`}
          >
            <Icon d={ICONS.chat} className="h-4 w-4" />
            WhatsApp
          </a>
          <a
            href={ONBOARDING_URL}
            target="_blank"
            rel="noopener noreferrer"
            className={`${contactLink} border border-stone-300 bg-white text-stone-900 hover:border-stone-500`}
          >
            Seller onboarding page
            <Icon d={ICONS.external} className="h-4 w-4" />
          </a>
        </div>
        <p className="mt-3 text-sm text-stone-600">
          E-mail: <a href={`mailto:${SELLER_EMAIL}`}>{SELLER_EMAIL}</a> · WhatsApp:{' '}
          <a href={`https://wa.me/${WHATSAPP_NUMBER}`} target="_blank" rel="noopener noreferrer">
            {WHATSAPP_DISPLAY}
          </a>
        </p>
      </section>
    </StaticPage>
  )
}
