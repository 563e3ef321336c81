import { StaticPage } from './static-page'

const GRIEVANCE_EMAIL = 'grievance@kapdakart.in'
const PRIVACY_EMAIL = 'privacy@kapdakart.in'

export function PrivacyPage() {
  return (
    <StaticPage
      title="Privacy Policy"
      description="How KapdaKart collects, uses and protects your personal data under India's Digital Personal Data Protection Act, 2023."
      updated="22 November 2026"
    >
      <p>
        This policy explains how KapdaKart ("we", "us") handles your personal data when you use our
        website and app. We process personal data under the Digital Personal Data Protection Act,
        2023, the Information Technology Act, 2000 and the rules made under them. By using KapdaKart
        you agree to the processing described here.
      </p>
      <h2>What we collect</h2>
      <ul>
        <li>
          Account data: your name, mobile number, e-mail address, password (stored only as a one-way
          hash) and profile photo.
        </li>
        <li>
          Order data: delivery addresses, the consignee's name and phone number, items ordered,
          payment mode and order history.
        </li>
        <li>
          Location: only if you allow it while adding an address, to fill in the address for you.
        </li>
        <li>
          Technical data: device and browser type, pages visited and error logs, kept to run and
          secure the store.
        </li>
      </ul>
      <h2>Why we use it</h2>
      <ul>
        <li>
          To create your account, take and deliver orders, handle Cash on Delivery, returns and
          refunds.
        </li>
        <li>To send order updates, password reset codes and answers to your questions.</li>
        <li>To prevent fraud and abuse, and to meet our legal and tax duties.</li>
        <li>With your consent only, to send offers; you can withdraw consent at any time.</li>
      </ul>
      <h2>Cookies and local storage</h2>
      <p>
        We keep your sign-in, cart and preferences in your browser's local storage so the store
        remembers you. We do not use third-party advertising cookies. Clearing your browser data
        signs you out.
      </p>
      <h2>Who we share it with</h2>
      <p>
        We share only what is needed: delivery partners receive your name, address and phone number
        to deliver orders; sellers receive the order details they must fulfil; payment and
        SMS/e-mail providers process data on our behalf; and authorities receive data where the law
        requires. We never sell your personal data.
      </p>
      <h2>How long we keep it</h2>
      <p>
        We keep account data while your account is active, and order and invoice records for the
        period tax laws require (currently eight years). Password reset codes expire in 10 minutes
        and are deleted after use.
      </p>
      <h2>Your rights</h2>
      <p>
        You may ask to access, correct or erase your personal data, withdraw consent, and nominate a
        person to exercise these rights. Write to{' '}
        <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>; we reply within 30 days.
      </p>
      <h2>Security</h2>
      <p>
        Data travels over encrypted connections, passwords are hashed, and access inside the company
        is limited to people who need it for their work.
      </p>
      <h2>Grievance Officer</h2>
      <p>
        Grievance Officer, KapdaKart, Jaipur, Rajasthan, India. E-mail:{' '}
        <a href={`mailto:${GRIEVANCE_EMAIL}`}>{GRIEVANCE_EMAIL}</a>. We acknowledge complaints
        within 24 hours and resolve them within 15 days. If you are not satisfied, you may approach
        the Data Protection Board of India.
      </p>
      <h2>Changes</h2>
      <p>We will post any change to this policy on this page and update the date above.</p>
    </StaticPage>
  )
}
