import { Link, useSearchParams } from 'react-router'
import { MESSAGES } from '@store/contract'
import { EmptyState } from '@/components/empty-state'
import { paths } from '@/config/paths'
import { usePageMeta } from '@/lib/page-meta'
import { useFetch } from '@/lib/use-fetch'
import { unsubscribe } from './api'

/** What '/marketing/unsubscribe?token=…' shows: the link in every offer mail; no login needed. */
export function MarketingUnsubscribe() {
  usePageMeta('Unsubscribe')
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const answer = useFetch(`marketing-unsubscribe:${token}`, () => unsubscribe(token))
  const message =
    answer.status === 'loading'
      ? 'Unsubscribing...'
      : answer.status === 'success'
        ? answer.data.message
        : answer.error.message
  return (
    <EmptyState message={message}>
      <Link to={paths.home} className="rounded-md bg-brand-600 px-4 py-2 font-medium text-white">
        {MESSAGES.goToHome}
      </Link>
    </EmptyState>
  )
}
