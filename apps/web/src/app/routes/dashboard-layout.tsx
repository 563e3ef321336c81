import { Navigate, Outlet, useLocation } from 'react-router'
import { paths } from '@/config/paths'
import { AccountMenu, useSession } from '@/features/account'

/**
 * '/dashboard': the signed-in area where the account, orders, addresses and admin pages open, with
 * the account menu beside them on wide screens.
 */
export function DashboardLayout() {
  const { signedIn } = useSession()
  const { pathname } = useLocation()
  if (!signedIn) return <Navigate to={paths.login} state={{ from: pathname }} replace />
  return (
    <div className="grid gap-6 md:grid-cols-[240px_1fr]">
      <aside className="hidden self-start rounded-xl border border-stone-200 bg-white p-2 md:sticky md:top-20 md:block">
        <AccountMenu />
      </aside>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  )
}
