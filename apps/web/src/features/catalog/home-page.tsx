import { useMemo, useRef } from 'react'
import { Link } from 'react-router'
import type { Category } from '@store/contract'
import { paths } from '@/config/paths'
import { type ProductAction, ProductGrid } from '@/components/product-grid'
import { useShopSlots } from '@/components/shop-slots'
import { useFetch } from '@/lib/use-fetch'
import { useNearViewport } from '@/lib/use-near-viewport'
import { usePageMeta } from '@/lib/page-meta'
import { WhenNear } from '@/lib/when-near'
import { getProductsByCategory } from './api'
import { CategoryFilter } from './category-filter'
import { CategoryTiles, type Tile } from './category-tiles'
import { useCatalogue } from './use-catalogue'

const BENEFITS = [
  {
    title: '7 Days Easy Return',
    text: 'Changed your mind? Return within 7 days.',
    icon: 'M4 12a8 8 0 1 0 3-6.2M4 4v4h4',
  },
  {
    title: 'Cash on Delivery',
    text: 'Pay when your order reaches you.',
    icon: 'M3 7h18v10H3zM12 9.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z',
  },
  {
    title: 'Lowest Prices',
    text: 'Great styles at honest prices.',
    icon: 'M20 12l-8 8-9-9V3h8z M7.5 7.5h.01',
  },
  {
    title: 'Get the App',
    text: 'Shop faster on your phone.',
    icon: 'M8 2h8a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zM11 18h2',
  },
  {
    title: '5000+ Products',
    text: 'Fashion for men, women and kids.',
    icon: 'M6 3l3-1 3 3 3-3 3 1 3 6-3 1v11H6V10L3 9z',
  },
]

function Banner() {
  return (
    <section className="relative overflow-hidden rounded-xl bg-gradient-to-br from-brand-600 via-brand-500 to-amber-400 px-5 py-8 text-white md:px-10 md:py-12">
      <p className="text-sm font-semibold uppercase tracking-wider text-white/80">
        New season, new you
      </p>
      <h1 className="mt-2 max-w-xl text-3xl font-bold leading-tight md:text-5xl">
        Fashion for the whole family, at the lowest prices
      </h1>
      <p className="mt-3 max-w-lg text-white/90">
        Kurtas, sarees, shirts, jeans and more. Cash on Delivery across India and 7 days easy
        return.
      </p>
      <svg
        aria-hidden="true"
        viewBox="0 0 64 64"
        className="absolute -bottom-6 -right-6 h-40 w-40 text-white/15 md:h-64 md:w-64"
      >
        <path
          fill="currentColor"
          d="M20 18 L28 14 Q32 22 36 14 L44 18 L50 30 L44 33 L42 29 L42 50 L22 50 L22 29 L20 33 L14 30 Z"
        />
      </svg>
    </section>
  )
}

function BenefitStrip() {
  return (
    <ul className="grid grid-cols-2 gap-2 md:grid-cols-5" aria-label="Why shop with us">
      {BENEFITS.map((benefit) => (
        <li
          key={benefit.title}
          className="flex items-center gap-3 rounded-lg border border-stone-200 bg-white p-3 last:col-span-2 md:last:col-span-1"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-7 w-7 shrink-0 text-brand-600"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d={benefit.icon} />
          </svg>
          <div>
            <p className="text-sm font-semibold">{benefit.title}</p>
            <p className="text-xs text-stone-500">{benefit.text}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}

type CategorySectionProps = { category: Category; priority: boolean; action: ProductAction }

/** A category's newest products; a section below the fold loads when the shopper nears it. */
function CategorySection({ category, priority, action }: CategorySectionProps) {
  const ref = useRef<HTMLElement>(null)
  const near = useNearViewport(ref)
  return (
    <section
      ref={ref}
      aria-labelledby={`cat-${category._id}`}
      className="render-when-near space-y-3"
    >
      <div className="flex items-baseline justify-between">
        <h2 id={`cat-${category._id}`} className="text-xl font-semibold">
          {category.name}
        </h2>
        <Link
          to={paths.category(category._id)}
          className="tap-target text-sm font-medium text-brand-600 hover:underline"
        >
          See all
        </Link>
      </div>
      {near ? (
        <CategoryProducts category={category} priority={priority} action={action} />
      ) : (
        <ProductGrid products={[]} loading skeletons={HOME_PRODUCTS} />
      )}
    </section>
  )
}

const HOME_PRODUCTS = 6

function CategoryProducts({ category, priority, action }: CategorySectionProps) {
  const products = useFetch(`home:${category._id}`, (signal) =>
    getProductsByCategory(category._id, 1, HOME_PRODUCTS, signal),
  )
  return (
    <ProductGrid
      action={action}
      products={products.data?.data ?? []}
      loading={products.status === 'loading'}
      skeletons={HOME_PRODUCTS}
      priorityCount={priority ? 2 : 0}
    />
  )
}

function AppPromo() {
  return (
    <section className="render-when-near flex flex-col items-start gap-4 rounded-xl bg-stone-900 p-6 text-white md:flex-row md:items-center md:justify-between md:p-10">
      <div>
        <h2 className="text-2xl font-bold">Shop on the go with the KapdaKart app</h2>
        <p className="mt-2 text-stone-300">
          Track orders, get app-only offers and check out in seconds.
        </p>
      </div>
      <div className="flex gap-3" aria-label="App stores">
        {['Google Play', 'App Store'].map((store) => (
          <span key={store} className="rounded-lg border border-white/30 px-4 py-2 text-sm">
            <span className="block text-[10px] uppercase text-stone-400">Coming soon on</span>
            {store}
          </span>
        ))}
      </div>
    </section>
  )
}

export function HomePage({ action }: { action: ProductAction }) {
  usePageMeta(
    '',
    'Shop 5000+ fashion products for men, women and kids at the lowest prices in India.',
  )
  const { allCategory, allSubCategory, loading } = useCatalogue()
  const { RecentlyViewed } = useShopSlots()
  const tiles = useMemo<Tile[]>(
    () => [
      ...allCategory.map((c) => ({
        key: `c${c._id}`,
        name: c.name,
        image: c.image,
        to: paths.category(c._id),
      })),
      ...allSubCategory.map((s) => ({
        key: `s${s._id}`,
        name: s.name,
        image: s.image,
        to: paths.subCategory(s._id),
      })),
    ],
    [allCategory, allSubCategory],
  )
  return (
    <div className="flex flex-col gap-8">
      <Banner />
      <BenefitStrip />
      <section aria-labelledby="shop-by-category" className="space-y-3">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-baseline gap-3">
            <h2 id="shop-by-category" className="text-xl font-semibold">
              Shop by category
            </h2>
            <Link
              to={paths.subCategories}
              className="tap-target text-sm font-medium text-brand-600 hover:underline"
            >
              All categories
            </Link>
          </div>
          <CategoryFilter tiles={tiles} />
        </div>
        <CategoryTiles tiles={tiles} loading={loading} />
      </section>
      {allCategory.map((category, i) => (
        <WhenNear key={category._id}>
          <CategorySection category={category} priority={i === 0} action={action} />
        </WhenNear>
      ))}
      {RecentlyViewed && <RecentlyViewed />}
      <WhenNear>
        <AppPromo />
      </WhenNear>
    </div>
  )
}
