import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { useShopSlots } from '@/components/shop-slots'
import { notify } from '@/lib/toast'
import { useSession } from './use-session'

const ADMIN_LINKS = [
  { to: paths.adminCategory, label: 'Category' },
  { to: paths.adminSubCategory, label: 'Sub Category' },
  { to: paths.adminUploadProduct, label: 'Upload Product' },
  { to: paths.adminProduct, label: 'Product' },
  { to: paths.adminSizeCharts, label: 'Size Charts' },
  { to: paths.adminOrders, label: 'Orders' },
  { to: paths.adminOverview, label: 'Overview' },
  { to: paths.adminGst, label: 'GST Summary' },
  { to: paths.adminSettings, label: 'Store Settings' },
  { to: paths.adminReturns, label: 'Returns' },
  { to: paths.adminReviews, label: 'Reviews' },
  { to: paths.adminPayments, label: 'Payments' },
  { to: paths.adminCoupons, label: 'Coupons' },
  { to: paths.adminOffers, label: 'Offers' },
  { to: paths.adminMail, label: 'Mail' },
  { to: paths.adminGrievances, label: 'Grievances' },

  { to: paths.adminAudit, label: 'Audit log' },
]

const itemClass =
  'block rounded-md px-3 py-2 text-sm text-stone-700 hover:bg-brand-50 hover:text-brand-700'

/** The account's links: profile, the admin pages for admins, orders, addresses and Log Out. */
export function AccountMenu({ onPick }: { onPick?: () => void }) {
  const { user, isAdmin, end } = useSession()
  const { clearRecentlyViewed } = useShopSlots()
  return (
    <nav aria-label="Account" className="flex flex-col gap-0.5">
      <div className="px-3 py-2">
        <p className="font-semibold">
          {user.name || user.mobile}
          {isAdmin && <span className="ml-1 text-xs font-medium text-brand-600">(Admin)</span>}
        </p>
        <Link
          to={paths.profile}
          onClick={onPick}
          className="text-xs text-brand-600 hover:underline"
        >
          My profile
        </Link>
      </div>
      <hr className="my-1 border-stone-200" />
      {isAdmin &&
        ADMIN_LINKS.map((link) => (
          <Link key={link.to} to={link.to} onClick={onPick} className={itemClass}>
            {link.label}
          </Link>
        ))}
      <Link to={paths.myOrders} onClick={onPick} className={itemClass}>
        My Orders
      </Link>
      <Link to={paths.address} onClick={onPick} className={itemClass}>
        Save Address
      </Link>
      <Link to={paths.wishlist} onClick={onPick} className={itemClass}>
        Wishlist
      </Link>
      {clearRecentlyViewed && (
        <button
          type="button"
          onClick={() => {
            onPick?.()
            void clearRecentlyViewed().then(() => notify.success('Recently viewed cleared'))
          }}
          className={`${itemClass} text-left`}
        >
          Clear recently viewed
        </button>
      )}
      <button
        type="button"
        onClick={() => {
          onPick?.()
          void end()
        }}
        className={`${itemClass} text-left`}
      >
        Log Out
      </button>
    </nav>
  )
}
