import { Link, useSearchParams } from 'react-router'
import { MESSAGES } from '@store/contract'
import { paths } from '@/config/paths'
import { EmptyState } from '@/components/empty-state'
import { usePageMeta } from '@/lib/page-meta'
import { useFetch } from '@/lib/use-fetch'
import { unsubscribeReviews } from './api'

/** '/reviews/unsubscribe?token=…': the link in a review request, no login needed. */
export function ReviewUnsubscribePage() {
  usePageMeta('Unsubscribe')
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const answer = useFetch(`review-unsubscribe:${token}`, () => unsubscribeReviews(token))
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
