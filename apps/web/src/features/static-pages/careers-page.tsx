import { StaticPage } from './static-page'

const CAREERS_EMAIL = 'careers@kapdakart.in'

const OPENINGS = [
  {
    title: 'Customer Support Executive',
    location: 'Remote / Jaipur',
    type: 'Full-time',
    description:
      'Help shoppers by phone, e-mail and chat with orders, sizes, returns and Cash on Delivery questions. You write clear Hindi and English and stay calm on busy sale days.',
  },
  {
    title: 'E-commerce Operations Manager',
    location: 'Jaipur office',
    type: 'Full-time',
    description:
      'Run the daily flow from order to doorstep: sellers, warehouse, couriers and returns. You know Indian logistics, love a clean spreadsheet and fix problems before customers notice them.',
  },
  {
    title: 'Fashion Content Creator',
    location: 'Remote',
    type: 'Part-time / Freelance',
    description:
      'Shoot and write product stories, reels and style guides for our men, women and kids collections. Share a portfolio that shows your eye for colour and Indian fashion.',
  },
]

export function CareersPage() {
  return (
    <StaticPage
      title="Careers"
      description="Join KapdaKart and help India dress well: open roles in support, operations and fashion content."
    >
      <p>
        We are a small team bringing honest prices and good clothes to every corner of India. If you
        care about shoppers and like to build things, we would love to hear from you.
      </p>
      <h2>Open positions</h2>
      <ul className="!ml-0 !list-none space-y-4">
        {OPENINGS.map((job) => (
          <li key={job.title} className="!ml-0 rounded-lg border border-stone-200 p-4">
            <h3 className="text-base font-semibold text-stone-900">{job.title}</h3>
            <p className="text-sm text-stone-500">
              {job.location} · {job.type}
            </p>
            <p className="mt-2">{job.description}</p>
            <a
              href={`mailto:${CAREERS_EMAIL}?subject=${encodeURIComponent(`Application: ${job.title}`)}`}
              className="mt-2 inline-block"
            >
              Apply by e-mail
            </a>
          </li>
        ))}
      </ul>
      <p>
        No role that fits?{' '}
        <a href={`mailto:${CAREERS_EMAIL}?subject=Resume`}>Send us your resume</a> and tell us how
        you would like to help.
      </p>
    </StaticPage>
  )
}
