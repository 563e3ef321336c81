import { STORE_NAME } from '@store/contract'
import { ICONS, Icon, StaticPage } from './static-page'

const CAREERS_EMAIL = 'careers@kapdakart.in'

type Opening = { title: string; location: string; type: string; description: string }

const OPENINGS: Opening[] = [
  {
    title: 'Customer Support Executive',
    location: 'Remote / Jaipur',
    type: 'Full-time',
    description:
      'Help shoppers by phone, e-mail and chat with orders, sizes, returns and Cash on Delivery questions. You write clear Hindi and English, stay calm on busy sale days and follow every issue through until the customer is happy.',
  },
  {
    title: 'E-commerce Operations Manager',
    location: 'Jaipur office',
    type: 'Full-time',
    description:
      'Run the daily flow from order to doorstep: sellers, warehouse, courier partners and returns. You know Indian logistics and Cash on Delivery, love a clean spreadsheet and fix problems before customers notice them.',
  },
  {
    title: 'Fashion Content Creator',
    location: 'Remote',
    type: 'Part-time / Freelance',
    description:
      'Shoot and write product stories, reels and style guides for our men, women and kids collections. Share a portfolio that shows your eye for colour, fabric and Indian fashion.',
  },
]

const PERKS = [
  {
    icon: ICONS.spark,
    title: 'Real ownership',
    text: 'Small teams, clear goals and work that reaches shoppers the same week.',
  },
  {
    icon: ICONS.home,
    title: 'Remote-friendly',
    text: 'Work from our Jaipur office or from home, wherever the role allows.',
  },
  {
    icon: ICONS.heart,
    title: 'Staff discount',
    text: `Dress well for less with a discount on everything at ${STORE_NAME}.`,
  },
] as const

const mailto = (subject: string) => `mailto:${CAREERS_EMAIL}?subject=${encodeURIComponent(subject)}`

export function CareersPage() {
  return (
    <StaticPage
      title="Careers"
      description={`Join ${STORE_NAME} and help India dress well: open roles in customer support, e-commerce operations and fashion content, in Jaipur and remote.`}
      lead={`We are a small team bringing good clothes at honest prices to every corner of India. If you care about shoppers and like to build things, come work with us.`}
    >
      <h2>Why work with us</h2>
      <ul className="plain grid gap-3 sm:grid-cols-3">
        {PERKS.map((perk) => (
          <li key={perk.title} className="rounded-lg border border-stone-200 bg-stone-50 p-4">
            <span className="inline-flex rounded-full bg-brand-50 p-2 text-brand-600">
              <Icon d={perk.icon} className="h-5 w-5" />
            </span>
            <h3 className="mt-2">{perk.title}</h3>
            <p className="mt-1 text-sm leading-snug text-stone-600">{perk.text}</p>
          </li>
        ))}
      </ul>

      <h2>
        Open positions <span className="font-normal text-stone-500">({OPENINGS.length})</span>
      </h2>
      <ul className="plain space-y-4">
        {OPENINGS.map((job) => (
          <li
            key={job.title}
            className="rounded-xl border border-stone-200 p-4 transition-colors hover:border-brand-500 md:p-5"
          >
            <h3 className="text-lg">{job.title}</h3>
            <ul className="plain mt-2 flex flex-wrap gap-2 text-sm" aria-label="Role details">
              <li className="inline-flex items-center gap-1.5 rounded-full bg-stone-100 px-3 py-1 text-stone-700">
                <Icon d={ICONS.pin} className="h-4 w-4" />
                <span className="sr-only">Location: </span>
                {job.location}
              </li>
              <li className="inline-flex items-center gap-1.5 rounded-full bg-stone-100 px-3 py-1 text-stone-700">
                <Icon d={ICONS.clock} className="h-4 w-4" />
                <span className="sr-only">Type: </span>
                {job.type}
              </li>
            </ul>
            <p className="mt-3">{job.description}</p>
            <a
              href={mailto(`Application: ${job.title}`)}
              className="plain mt-4 inline-flex items-center gap-2 rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
            >
              <Icon d={ICONS.mail} className="h-4 w-4" />
              Apply by e-mail
            </a>
          </li>
        ))}
      </ul>

      <h2>How we hire</h2>
      <ol>
        <li>Send your resume (and portfolio, for creative roles) with the role in the subject.</li>
        <li>A short call with the team you would join, usually within a week.</li>
        <li>A small practical task or conversation about real work from the role.</li>
        <li>An offer, with a clear answer either way.</li>
      </ol>

      <div className="mt-8 flex flex-col items-start gap-3 rounded-xl bg-stone-900 p-5 text-stone-200 md:flex-row md:items-center md:justify-between md:p-6">
        <div>
          <h2 className="plain text-lg font-semibold text-white">No role that fits?</h2>
          <p className="mt-1 text-sm">
            We are always glad to meet good people. Write to{' '}
            <span className="text-white">{CAREERS_EMAIL}</span> and tell us how you would like to
            help.
          </p>
        </div>
        <a
          href={mailto('Resume')}
          className="plain inline-flex shrink-0 items-center gap-2 rounded-md bg-white px-4 py-2 text-sm font-medium text-stone-900 hover:bg-stone-100"
        >
          <Icon d={ICONS.mail} className="h-4 w-4" />
          Send us your resume
        </a>
      </div>
    </StaticPage>
  )
}
