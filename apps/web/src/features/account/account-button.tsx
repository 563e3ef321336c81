import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { useSelector } from 'react-redux'
import { paths } from '@/config/paths'
import { selectSignedIn } from './user-slice'

// The menu's code loads when it is first opened.
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })))

/** Header: a Login link, or the Account dropdown (on phones, a link to the /user menu). */
export function AccountButton() {
  const signedIn = useSelector(selectSignedIn)
  const [open, setOpen] = useState(false)
  const box = useRef<HTMLDivElement>(null)
  const { pathname } = useLocation()
  useEffect(() => {
    if (!open) return
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !box.current?.contains(event.target as Node)
      ) {
        setOpen(false)
      }
    }
    document.addEventListener('mousedown', close)
    document.addEventListener('keydown', close)
    return () => {
      document.removeEventListener('mousedown', close)
      document.removeEventListener('keydown', close)
    }
  }, [open])

  if (!signedIn) {
    return (
      <Link
        to={paths.login}
        state={{ from: pathname }}
        className="rounded-md px-3 py-2 text-sm font-medium hover:bg-stone-100"
      >
        Login
      </Link>
    )
  }
  return (
    <>
      <Link
        to={paths.userMenu}
        className="rounded-md px-3 py-2 text-sm font-medium hover:bg-stone-100 md:hidden"
      >
        Account
      </Link>
      <div ref={box} className="relative hidden md:block">
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen((v) => !v)}
          className="flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium hover:bg-stone-100"
        >
          Account
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
            <path d="M5.5 7.5 10 12l4.5-4.5" stroke="currentColor" strokeWidth="1.5" fill="none" />
          </svg>
        </button>
        {open && (
          <div className="absolute right-0 z-40 mt-1 w-60 rounded-lg border border-stone-200 bg-white p-2 shadow-xl">
            <Suspense fallback={<p className="p-3 text-sm">Loading...</p>}>
              <AccountMenu onPick={() => setOpen(false)} />
            </Suspense>
          </div>
        )}
      </div>
    </>
  )
}
