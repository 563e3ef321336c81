import { Link } from 'react-router'
import { paths } from '@/config/paths'

/**
 * The policies a shopper must be able to read before she buys (returns, refunds, exchanges,
 * cancellations, delivery, payment methods, grievances) and who sells: on the product page, the
 * bag and the checkout (decision 075).
 */
export function PolicyLinks({
  className = '',
  onNavigate,
}: {
  className?: string
  /** Called when a link is followed (the cart drawer closes). */
  onNavigate?: (() => void) | undefined
}) {
  const link = 'font-medium text-brand-600 underline-offset-2 hover:underline'
  return (
    <p className={`text-xs text-stone-600 ${className}`}>
      Returns, refunds, exchanges, cancellations, delivery and payment:{' '}
      <Link to={paths.policies} onClick={onNavigate} className={link}>
        Store policies
      </Link>{' '}
      ·{' '}
      <Link to={paths.seller} onClick={onNavigate} className={link}>
        Seller details
      </Link>
    </p>
  )
}
