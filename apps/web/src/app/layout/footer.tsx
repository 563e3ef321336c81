import { Link } from 'react-router'
import { CUSTOMER_CARE_EMAIL, STORE_NAME, staticPages } from '@store/contract'

export function Footer() {
  return (
    <footer className="render-when-near mt-12 border-t border-stone-200 bg-white pb-16 md:pb-0">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 md:grid-cols-3 md:px-6">
        <div>
          <p className="text-lg font-bold text-brand-600">{STORE_NAME}</p>
          <p className="mt-1 text-sm text-stone-600">
            Fashion for men, women and kids, delivered across India. Cash on Delivery available.
          </p>
        </div>
        <nav aria-label="Store information" className="md:col-span-2">
          <ul className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
            {staticPages.map((page) => (
              <li key={page.path}>
                <Link
                  to={page.path}
                  className="tap-target text-stone-700 hover:text-brand-600 hover:underline"
                >
                  {page.title}
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-stone-600">
            Customer care:{' '}
            <a href={`mailto:${CUSTOMER_CARE_EMAIL}`} className="underline">
              {CUSTOMER_CARE_EMAIL}
            </a>{' '}
            (Mon-Sat, 10 AM-6 PM)
          </p>
        </nav>
      </div>
      <p className="border-t border-stone-100 py-4 text-center text-xs text-stone-500">
        © {new Date().getFullYear()} {STORE_NAME}. All rights reserved.
      </p>
    </footer>
  )
}
