import { Link, useLocation } from 'react-router'
import { MESSAGES } from '@store/contract'
import { paths } from '@/config/paths'
import { usePageMeta } from '@/lib/page-meta'

function Outcome({ title, tone }: { title: string; tone: 'success' | 'cancel' }) {
  usePageMeta(title)
  return (
    <section
      className={`mx-auto flex max-w-md flex-col items-center gap-5 rounded-xl p-8 text-center ${
        tone === 'success' ? 'bg-green-50' : 'bg-red-50'
      }`}
    >
      <p
        aria-hidden="true"
        className={`flex h-14 w-14 items-center justify-center rounded-full text-3xl text-white ${
          tone === 'success' ? 'bg-green-600' : 'bg-red-600'
        }`}
      >
        {tone === 'success' ? '✓' : '×'}
      </p>
      <h1 className={`text-xl font-bold ${tone === 'success' ? 'text-green-800' : 'text-red-800'}`}>
        {title}
      </h1>
      <Link
        to={paths.home}
        className={`rounded-md px-5 py-2 font-semibold text-white ${
          tone === 'success' ? 'bg-green-600 hover:bg-green-700' : 'bg-red-600 hover:bg-red-700'
        }`}
      >
        {MESSAGES.goToHome}
      </Link>
    </section>
  )
}

/** '/success': '{text or Payment} Successfully'. */
export function SuccessPage() {
  const text = (useLocation().state as { text?: string } | null)?.text
  return <Outcome title={`${text ?? 'Payment'} Successfully`} tone="success" />
}

/** '/cancel': 'Order Cancel'. */
export function CancelPage() {
  return <Outcome title={MESSAGES.orderCancel} tone="cancel" />
}
