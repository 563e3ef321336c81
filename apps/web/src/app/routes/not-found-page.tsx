import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { usePageMeta } from '@/lib/page-meta'

export function NotFoundPage() {
  usePageMeta('Page not found')
  return (
    <div className="mx-auto max-w-md py-16 text-center">
      <p className="text-6xl font-bold text-brand-600">404</p>
      <h1 className="mt-4 text-xl font-semibold">We could not find that page</h1>
      <p className="mt-2 text-stone-600">
        The link may be old or mistyped. Our latest styles are a click away.
      </p>
      <Link
        to={paths.home}
        className="mt-6 inline-block rounded-md bg-brand-600 px-5 py-2.5 font-medium text-white"
      >
        Go To Home
      </Link>
    </div>
  )
}
