import { Navigate } from 'react-router'
import { paths } from '@/config/paths'
import { usePageMeta } from '@/lib/page-meta'
import { AccountMenu } from './account-menu'
import { useSession } from './use-session'

/** The account menu as a page, for phones. */
export function UserMenuPage() {
  usePageMeta('My account')
  const { signedIn } = useSession()
  if (!signedIn) return <Navigate to={paths.login} replace />
  return (
    <section className="mx-auto max-w-md rounded-xl border border-stone-200 bg-white p-3">
      <AccountMenu />
    </section>
  )
}
