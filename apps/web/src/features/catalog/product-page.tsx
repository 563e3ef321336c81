import { type ComponentType, useState } from 'react'
import { Link, useParams } from 'react-router'
import {
  CUSTOMER_CARE_EMAIL,
  MESSAGES,
  type Product,
  type SizeChart,
  type Variant,
} from '@store/contract'
import { paths } from '@/config/paths'
import { formatRupees } from '@/lib/format'
import { swatch } from '@/lib/swatch'
import { EmptyState } from '@/components/empty-state'
import { PolicyLinks } from '@/components/policy-links'
import { Price } from '@/components/price'
import { Rating } from '@/components/rating'
import { useShopSlots } from '@/components/shop-slots'
import { Skeleton } from '@/components/skeleton'
import { StockBadge } from '@/components/stock-badge'
import { DeliveryCheck } from '@/features/delivery'
import { ProductReviews } from '@/features/reviews'
import { ApiError } from '@/lib/api-client'
import { usePageMeta } from '@/lib/page-meta'
import { WhenNear } from '@/lib/when-near'
import { useFetch } from '@/lib/use-fetch'
import { isFewLeft, onlyLeftIn } from '@/lib/size-stock'
import { notify } from '@/lib/toast'
import { getProduct } from './api'
import { ProductGallery } from './product-gallery'
import { SizeChartDialog } from './size-chart-dialog'

/** The cart's control for the product and the size chosen here; the app supplies it. */
type AddToCartControl = ComponentType<{
  product: Product
  size: string | null
  onSizeMissing: () => void
}>

const WHY_SHOP = [
  {
    title: 'Superfast delivery',
    text: 'Orders leave our warehouse by the next working day; Delivery options above shows the day yours arrives.',
  },
  {
    title: 'Best prices and offers',
    text: 'Fair prices every day, with discounts straight from the makers.',
  },
  {
    title: 'Wide assortment',
    text: '5000+ styles for men, women and kids, from everyday wear to festive.',
  },
]

function SizePicker({
  variants,
  sizeChart,
  selected,
  onSelect,
}: {
  variants: Variant[]
  sizeChart: SizeChart | null
  selected: string | null
  onSelect: (size: string) => void
}) {
  const [chartOpen, setChartOpen] = useState(false)
  const left = variants.find((variant) => variant.size === selected)?.stock ?? 0
  return (
    <div id="select-size" tabIndex={-1} className="outline-none">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-semibold">Select Size</p>
        {sizeChart && (
          <button
            type="button"
            onClick={() => setChartOpen(true)}
            className="tap-target text-sm font-medium text-brand-600 underline-offset-2 hover:underline"
          >
            Size chart
          </button>
        )}
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        {variants.map(({ size, stock }) => {
          const soldOut = stock <= 0
          return (
            <button
              key={size}
              type="button"
              disabled={soldOut}
              aria-label={soldOut ? `${size}, sold out` : undefined}
              aria-pressed={selected === size}
              onClick={() => onSelect(size)}
              className={`min-w-12 rounded-md border px-3 py-2 text-sm font-medium ${
                soldOut
                  ? 'cursor-not-allowed border-stone-200 bg-stone-50 text-stone-400 line-through'
                  : selected === size
                    ? 'border-brand-600 bg-brand-50 text-brand-700'
                    : 'border-stone-300 bg-white hover:border-stone-500'
              }`}
            >
              {size}
            </button>
          )
        })}
      </div>
      {selected && isFewLeft(left) && (
        <p className="mt-2 text-sm font-medium text-amber-800">{onlyLeftIn(left, selected)}</p>
      )}
      {sizeChart && chartOpen && (
        <SizeChartDialog
          chart={sizeChart}
          selected={selected}
          onClose={() => setChartOpen(false)}
        />
      )}
    </div>
  )
}

function ProductDetails({ product, AddToCart }: { product: Product; AddToCart: AddToCartControl }) {
  const [size, setSize] = useState<string | null>(null)
  const { Heart, NotifyMe } = useShopSlots()
  usePageMeta(product.name, product.description.slice(0, 155))
  const category = product.category[0]
  const details = Object.entries(product.more_details)
  return (
    <article className="grid gap-6 md:grid-cols-2 md:gap-10">
      <ProductGallery images={product.image} name={product.name} />
      <div className="flex flex-col gap-4">
        {category && (
          <nav aria-label="Breadcrumb" className="text-sm text-stone-500">
            <Link to={paths.home} className="tap-target hover:underline">
              Home
            </Link>{' '}
            /{' '}
            <Link to={paths.category(category._id)} className="tap-target hover:underline">
              {category.name}
            </Link>
            {product.subCategory[0] && (
              <>
                {' '}
                /{' '}
                <Link
                  to={paths.subCategory(product.subCategory[0]._id)}
                  className="tap-target hover:underline"
                >
                  {product.subCategory[0].name}
                </Link>
              </>
            )}
          </nav>
        )}
        <div className="flex items-start justify-between gap-3">
          <h1 className="text-xl font-semibold leading-snug md:text-2xl">{product.name}</h1>
          {Heart && (
            <div className="h-11 w-11 shrink-0">
              <Heart product={product} large />
            </div>
          )}
        </div>
        <p className="text-sm text-stone-600">
          {product.unitQuantity} {product.unit}
        </p>
        <div className="flex items-center gap-2">
          <Rating rating={product.rating} />
          {product.ratingCount > 0 && (
            <a href="#reviews" className="tap-target text-xs text-stone-600 hover:underline">
              {product.ratingCount.toLocaleString('en-IN')}{' '}
              {product.ratingCount === 1 ? 'rating' : 'ratings'}
            </a>
          )}
          {/* A count across sizes is no size's count: with several sizes, the picker says how
              many are left of the size chosen (decision 075, no false urgency). */}
          {(product.variants.length <= 1 || product.stock <= 0) && (
            <StockBadge stock={product.stock} />
          )}
        </div>
        <Price price={product.price} discount={product.discount} size="lg" />
        <p className="-mt-3 text-xs text-stone-500">Inclusive of all taxes</p>
        {product.sizes.length > 0 && (
          <SizePicker
            variants={product.variants}
            sizeChart={product.sizeChart}
            selected={size}
            onSelect={setSize}
          />
        )}
        {NotifyMe && product.variants.some((variant) => variant.stock <= 0) && (
          // Its room is kept from the first paint: the box arrives with a chunk loaded later.
          <div className="min-h-24">
            <NotifyMe product={product} />
          </div>
        )}
        <div className="max-w-xs">
          {product.variants.every((variant) => variant.stock <= 0) ? (
            <p className="inline-block rounded-md bg-stone-100 px-4 py-2.5 font-semibold text-red-700">
              {MESSAGES.outOfStockProduct}
            </p>
          ) : (
            <AddToCart
              product={product}
              size={size}
              onSizeMissing={() => {
                void notify.error(MESSAGES.selectSize, { action: 'add-to-cart' })
                document.getElementById('select-size')?.focus()
              }}
            />
          )}
        </div>

        <DeliveryCheck productId={product._id} />
        <PolicyLinks />

        <WhenNear>
          <section
            aria-labelledby="why-shop"
            className="rounded-lg border border-stone-200 bg-white p-4"
          >
            <h2 id="why-shop" className="font-semibold">
              Why shop from KapdaKart?
            </h2>
            <ul className="mt-3 space-y-3">
              {WHY_SHOP.map((item) => (
                <li key={item.title}>
                  <p className="text-sm font-medium">{item.title}</p>
                  <p className="text-sm text-stone-600">{item.text}</p>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="details" className="space-y-3">
            <h2 id="details" className="font-semibold">
              Product details
            </h2>
            <p className="text-sm leading-relaxed text-stone-700">{product.description}</p>
            <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1.5 text-sm">
              <dt className="text-stone-500">Unit</dt>
              <dd>
                {product.unitQuantity} {product.unit}
              </dd>
              {product.colour && (
                <>
                  <dt className="text-stone-500">Colour</dt>
                  <dd className="flex items-center gap-2">
                    <span
                      aria-hidden="true"
                      className="inline-block size-3.5 rounded-full border border-stone-300"
                      style={{ background: swatch(product.colour) }}
                    />
                    {product.colour}
                  </dd>
                </>
              )}
              {details.map(([key, value]) => (
                <div key={key} className="contents">
                  <dt className="text-stone-500">{key}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
              <dt className="text-stone-500">Returns</dt>
              <dd>
                {product.returnable
                  ? '7 days easy return or size exchange'
                  : 'This item is not returnable (personalised or innerwear)'}
              </dd>
              <DeclarationRows declarations={product.declarations} />
              {!product.declarations.consumerCare && (
                <>
                  <dt className="text-stone-500">Customer care</dt>
                  <dd>
                    <a href={`mailto:${CUSTOMER_CARE_EMAIL}`} className="text-brand-600 underline">
                      {CUSTOMER_CARE_EMAIL}
                    </a>
                  </dd>
                </>
              )}
            </dl>
            <p className="text-xs leading-relaxed text-stone-500">
              Disclaimer: Every effort is made to show products accurately, but colours may look
              slightly different on your screen, and sizes may vary by up to 2 cm between pieces.
              Please check the size chart and the product details before you order.
            </p>
          </section>
        </WhenNear>
      </div>
    </article>
  )
}

/**
 * What the legal metrology rules ask an online store to show (decision 076): maker, packer,
 * importer, country of origin, generic name, net quantity, MRP inclusive of all taxes and
 * consumer care; what the product does not declare is left out.
 */
function DeclarationRows({ declarations }: { declarations: Product['declarations'] }) {
  const rows: Array<[string, string | null]> = [
    ['Generic name', declarations.genericName],
    ['Net quantity', declarations.netQuantity],
    ['MRP', `${formatRupees(declarations.mrp)} (inclusive of all taxes)`],
    ['Country of origin', declarations.countryOfOrigin],
    ['Manufacturer', declarations.manufacturer],
    ['Packer', declarations.packer],
    ['Importer', declarations.importer],
    ['Customer care', declarations.consumerCare],
  ]
  return (
    <>
      {rows.map(([term, value]) =>
        value ? (
          <div key={term} className="contents">
            <dt className="text-stone-500">{term}</dt>
            <dd>{value}</dd>
          </div>
        ) : null,
      )}
    </>
  )
}

export function ProductPage({ AddToCart }: { AddToCart: AddToCartControl }) {
  const { id = '' } = useParams()
  const product = useFetch(`product:${id}`, (signal) => getProduct(id, signal))
  const { RecentlyViewed } = useShopSlots()
  if (product.status === 'loading') {
    return (
      <div className="grid gap-6 md:grid-cols-2" aria-busy="true">
        <Skeleton className="aspect-square w-full" />
        <div className="space-y-3">
          <Skeleton className="h-7 w-4/5" />
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="h-8 w-1/2" />
        </div>
      </div>
    )
  }
  if (product.status === 'error') {
    const missing =
      product.error instanceof ApiError &&
      (product.error.code === 'NOT_FOUND' || product.error.code === 'VALIDATION_FAILED')
    return (
      <ProductMissing
        message={missing ? 'This product is no longer available.' : MESSAGES.subCategoryFailure}
      />
    )
  }
  return (
    <div className="space-y-10">
      <ProductDetails key={product.data._id} product={product.data} AddToCart={AddToCart} />
      <ProductReviews key={`reviews:${product.data._id}`} productId={product.data._id} />
      {RecentlyViewed && <RecentlyViewed current={product.data} />}
    </div>
  )
}

function ProductMissing({ message }: { message: string }) {
  usePageMeta('Product not found')
  return (
    <EmptyState message={message}>
      <Link to={paths.home} className="rounded-md bg-brand-600 px-4 py-2 font-medium text-white">
        {MESSAGES.goToHome}
      </Link>
    </EmptyState>
  )
}
