import { Link } from 'react-router'
import { STORE_NAME } from '@store/contract'
import { paths } from '@/config/paths'
import { SearchBox } from '@/features/search'
import { CartButton } from '@/features/cart'
import { AccountButton } from '@/features/account'
import { WishlistLink } from '@/features/wishlist'

export function Logo() {
  return (
    <Link
      to={paths.home}
      className="flex shrink-0 items-center gap-2"
      aria-label={`${STORE_NAME} home`}
    >
      <img src="/favicon.svg" alt="" width={32} height={32} className="h-8 w-8" />
      <span className="text-xl font-bold tracking-tight text-brand-600">
        Kapda<span className="text-stone-800">Kart</span>
      </span>
    </Link>
  )
}

export function Header() {
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-3 py-2 md:flex-nowrap md:gap-6 md:px-6">
        <Logo />
        <div className="order-last w-full md:order-none md:flex-1">
          <SearchBox />
        </div>
        <nav className="ml-auto flex items-center gap-2 md:ml-0" aria-label="Account and cart">
          <WishlistLink />
          <AccountButton />
          <div className="hidden md:block">
            <CartButton />
          </div>
        </nav>
      </div>
    </header>
  )
}
