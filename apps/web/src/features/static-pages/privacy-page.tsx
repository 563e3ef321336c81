import { Link } from 'react-router'
import { CUSTOMER_CARE_EMAIL, STORE_NAME } from '@store/contract'
import { paths } from '@/config/paths'
import { Sections, StaticPage, type Section } from './static-page'

const PRIVACY_EMAIL = 'privacy@kapdakart.in'
const GRIEVANCE_EMAIL = 'grievance@kapdakart.in'

const SECTIONS: Section[] = [
  {
    id: 'about',
    title: 'About this policy',
    body: (
      <>
        <p>
          This policy explains how {STORE_NAME} ("we", "us"), an online fashion store based in
          Jaipur, Rajasthan, collects, uses, shares and protects your personal data when you use our
          website or app. For this data we are the Data Fiduciary under the Digital Personal Data
          Protection Act, 2023 (DPDP Act).
        </p>
        <p>
          We also follow the Information Technology Act, 2000 and the rules made under it, including
          the reasonable security practices for sensitive personal data. When you create an account
          or place an order, we process your data for the purposes listed below; offers by e-mail
          need your separate consent, which is never pre-ticked.
        </p>
      </>
    ),
  },
  {
    id: 'data-we-collect',
    title: 'Personal data we collect',
    body: (
      <ul>
        <li>
          <strong>Account data:</strong> your name, mobile number, e-mail address, password (stored
          only as a one-way hash, never readable by us) and, if you add one, a profile photo.
        </li>
        <li>
          <strong>Order and delivery data:</strong> delivery addresses with pincode, the name and
          phone number of the person receiving the order, the items you order, your cart, payment
          mode and order history.
        </li>
        <li>
          <strong>Location:</strong> only if you allow it in your browser while adding an address,
          to fill in the address for you. We do not track your location otherwise.
        </li>
        <li>
          <strong>Messages:</strong> what you write to customer care, and return or exchange
          requests including any photos you upload.
        </li>
        <li>
          <strong>Technical data:</strong> IP address, device and browser type, pages visited and
          error logs, kept to run and secure the store.
        </li>
      </ul>
    ),
  },
  {
    id: 'why-we-use-it',
    title: 'Why we use it',
    body: (
      <>
        <ul>
          <li>To create and secure your account and let you sign in.</li>
          <li>
            To take, pack and deliver your orders, collect Cash on Delivery payments and handle
            returns, exchanges and refunds.
          </li>
          <li>
            To send order updates, tracking links, password reset codes and answers to your
            questions by e-mail or SMS.
          </li>
          <li>To prevent fraud and misuse, and to meet our legal, tax and accounting duties.</li>
          <li>
            With your separate consent only, to send offers and news. You can withdraw this consent
            at any time with the switch in your profile or the link in every such e-mail.
          </li>
        </ul>
        <p>
          We use your data only for these purposes, and only as much of it as each purpose needs.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    body: (
      <p>
        We keep your sign-in session, cart and preferences in your browser's local storage so the
        store remembers you between visits, and one cookie, "bag", that says only whether your bag
        may hold something, so our server can show an empty bag at once. These are needed for the
        store to work. We do not use third-party advertising cookies or cross-site trackers. Signing
        out, or clearing your browser's site data, removes them from your device.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>We share only what each party needs, and never sell your personal data:</p>
        <ul>
          <li>
            <strong>Courier and logistics partners</strong> receive your name, delivery address,
            phone number and order details to deliver your order and collect Cash on Delivery
            payments.
          </li>
          <li>
            <strong>Sellers</strong> receive the order details they need to prepare and pack your
            items.
          </li>
          <li>
            <strong>Service providers</strong> (hosting, SMS and e-mail) process data on our behalf
            as Data Processors, under contracts that bind them to protect it.
          </li>
          <li>
            <strong>Government and law enforcement authorities</strong> when the law requires it.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <p>
        We keep account data while your account is active. When you delete your account from your
        profile, we erase your personal data at once, except the invoices, and the orders behind
        them reduced to what the invoice prints, that the CGST Act requires us to keep (72 months
        from the due date of the annual return for their year). Password reset codes expire in 10
        minutes and cannot be used twice. Technical logs are kept for a short period for security.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>Under the DPDP Act you have the right to:</p>
        <ul>
          <li>get a summary of the personal data we hold about you and how we use it;</li>
          <li>have your data corrected, completed, updated or erased;</li>
          <li>withdraw your consent, as easily as you gave it;</li>
          <li>have your grievances redressed; and</li>
          <li>nominate a person to exercise these rights if you die or become unable to.</li>
        </ul>
        <p>
          You can update your name, e-mail, mobile number and addresses, change your e-mail choices,
          download your data and delete your account yourself in{' '}
          <Link to={paths.profile}>your profile</Link>. For anything else, write to{' '}
          <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>; we reply within 30 days.
          Withdrawing consent does not affect processing done before it, and some services (such as
          delivering an order) cannot continue without the data they need.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: "Children's data",
    body: (
      <p>
        Our kidswear is bought by parents and guardians. Accounts are for adults (18 and over); we
        do not knowingly collect a child's personal data without verifiable consent from a parent or
        guardian, and we never track or target advertising at children.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    body: (
      <p>
        Data travels over encrypted connections (HTTPS), passwords are hashed, and only staff who
        need it for their work can access personal data. If a personal data breach occurs, we will
        inform the Data Protection Board of India and the people affected, as the law requires.
      </p>
    ),
  },
  {
    id: 'grievance-officer',
    title: 'Grievance Officer',
    body: (
      <>
        <p>
          For any question or complaint about your personal data, contact our Grievance Officer:
        </p>
        <address className="rounded-lg border border-stone-200 bg-stone-50 p-4 not-italic">
          Grievance Officer, {STORE_NAME}
          <br />
          Jaipur, Rajasthan, India
          <br />
          E-mail: <a href={`mailto:${GRIEVANCE_EMAIL}`}>{GRIEVANCE_EMAIL}</a>
          <br />
          Mon-Sat, 10 AM-6 PM
        </address>
        <p>
          We acknowledge complaints within 48 hours and resolve them within 30 days. If you are not
          satisfied with our answer, you may complain to the Data Protection Board of India.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We will post any change to this policy on this page and update the date at the top. If a
        change affects how we use data you have already given us, we will tell you and, where the
        law requires, ask for your consent again. Other questions:{' '}
        <a href={`mailto:${CUSTOMER_CARE_EMAIL}`}>{CUSTOMER_CARE_EMAIL}</a>.
      </p>
    ),
  },
]

export function PrivacyPage() {
  return (
    <StaticPage
      title="Privacy Policy"
      description={`How ${STORE_NAME} collects, uses, shares and protects your personal data under India's Digital Personal Data Protection Act, 2023 and the IT Act, 2000.`}
      lead="What personal data we collect, why, who we share it with, and your rights under the Digital Personal Data Protection Act, 2023."
    >
      <Sections sections={SECTIONS} />
    </StaticPage>
  )
}
