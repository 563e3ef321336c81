import { formatDeliveryDay } from '@store/contract'
import { estimateProblem } from './delivery-check'
import { useDeliveryEstimate } from './use-delivery-estimate'
import { useShopperPincode } from './use-shopper-pincode'

/**
 * The cart's one line: 'Delivery by Thu, 3 Dec to 560001' for the shopper's PIN (chosen in this
 * visit, else their first saved address's), or why not. Nothing when no PIN is known; the line's
 * height is kept while the answer comes.
 */
export function DeliveryPromise() {
  const pincode = useShopperPincode()
  const estimate = useDeliveryEstimate(pincode)
  if (!pincode) return null
  let text: React.ReactNode = null
  if (estimate.status === 'error') {
    text = <span className="text-red-700">{estimateProblem(estimate.error)}</span>
  } else if (estimate.data?.serviceable === false) {
    text = <span className="text-red-700">We do not deliver to {pincode} yet</span>
  } else if (estimate.data?.deliveryBy) {
    text = (
      <>
        Delivery by{' '}
        <strong className="font-semibold">{formatDeliveryDay(estimate.data.deliveryBy)}</strong> to{' '}
        {pincode}
      </>
    )
  }
  return (
    <p role="status" className="min-h-5 text-sm text-stone-700">
      {text}
    </p>
  )
}
