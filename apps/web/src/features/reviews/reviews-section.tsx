import { useState } from 'react'
import { useSelector } from 'react-redux'
import { Link } from 'react-router'
import {
  REVIEW_LIMITS,
  type Review,
  type ReviewSort,
  type ReviewSummary,
  counted,
  formatOneDecimal,
  formatWhole,
} from '@store/contract'
import { paths } from '@/config/paths'
import { selectSignedIn } from '@/features/account'
import { ProductImage } from '@/components/product-image'
import { ApiError } from '@/lib/api-client'
import { formatDate } from '@/lib/format'
import { notify } from '@/lib/toast'
import { useFetch } from '@/lib/use-fetch'
import { getReviews, type ListQuery, markHelpful, reportReview } from './api'
import { FIT_LABELS, fitSummary } from './review-text'
import { StarsBadge } from './stars'

const SORTS: Array<{ value: ReviewSort; label: string }> = [
  { value: 'helpful', label: 'Most helpful' },
  { value: 'new', label: 'Newest' },
  { value: 'high', label: 'Highest rated' },
  { value: 'low', label: 'Lowest rated' },
]

const chipClass = (on: boolean) =>
  `rounded-full border px-3 py-1.5 text-sm font-medium ${
    on
      ? 'border-brand-600 bg-brand-600 text-white'
      : 'border-stone-300 bg-white hover:border-stone-500'
  }`

function Summary({ summary }: { summary: ReviewSummary }) {
  const fit = fitSummary(summary.fit)
  return (
    <div className="grid gap-4 sm:grid-cols-[auto_1fr] sm:gap-8">
      <div>
        <p className="flex items-center gap-1 text-3xl font-bold">
          {formatOneDecimal(summary.average)}
          <span aria-hidden="true" className="text-green-700">
            ★
          </span>
        </p>
        <p className="text-sm text-stone-600">{counted(summary.count, 'rating')}</p>
      </div>
      <ul aria-label="Ratings by stars" className="max-w-sm space-y-1">
        {([5, 4, 3, 2, 1] as const).map((star) => {
          const n = summary.stars[star]
          const percent = summary.count === 0 ? 0 : Math.round((n * 100) / summary.count)
          return (
            <li key={star} className="flex items-center gap-2 text-sm">
              <span className="w-6 shrink-0">{star}★</span>
              <span className="h-2 flex-1 overflow-hidden rounded-full bg-stone-200">
                <span
                  className={`block h-full ${star >= 3 ? 'bg-green-600' : star === 2 ? 'bg-amber-500' : 'bg-red-600'}`}
                  style={{ width: `${percent}%` }}
                />
              </span>
              <span className="w-10 shrink-0 text-right text-stone-600">{formatWhole(n)}</span>
            </li>
          )
        })}
      </ul>
      {fit && <p className="text-sm font-medium text-stone-800 sm:col-span-2">Fit: {fit}</p>}
    </div>
  )
}

function PhotoStrip({ productId }: { productId: string }) {
  const found = useFetch(`review-photos:${productId}`, (signal) =>
    getReviews(productId, { sort: 'new', stars: null, withPhotos: true, page: 1 }, signal),
  )
  const photos = (found.data?.reviews ?? []).flatMap((review) => review.photos).slice(0, 12)
  if (photos.length === 0) return null
  return (
    <div>
      <h3 className="text-sm font-semibold">Photos from buyers</h3>
      <ul className="mt-2 flex gap-2 overflow-x-auto pb-1">
        {photos.map((url, i) => (
          <li
            key={`${url}:${i}`}
            className="size-20 shrink-0 overflow-hidden rounded-md bg-stone-100"
          >
            <a href={url} target="_blank" rel="noreferrer" aria-label={`Buyer photo ${i + 1}`}>
              <ProductImage src={url} alt="" sizes="80px" />
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

function ReviewItem({ review }: { review: Review }) {
  const signedIn = useSelector(selectSignedIn)
  const [helpful, setHelpful] = useState(review.helpful)
  const [voted, setVoted] = useState(false)
  const [reported, setReported] = useState(false)
  const needLogin = () => void notify.error('Please login to continue')
  const failed = (error: unknown) =>
    void notify.error(error instanceof Error ? error.message : 'Please try again')
  async function vote() {
    if (!signedIn) return needLogin()
    try {
      setHelpful(await markHelpful(review._id))
      setVoted(true)
    } catch (error) {
      failed(error)
    }
  }
  async function report() {
    if (!signedIn) return needLogin()
    try {
      await reportReview(review._id, review.photos.length > 0 ? 'photo' : 'text')
      setReported(true)
      void notify.success('Thanks: we will check this review')
    } catch (error) {
      failed(error)
    }
  }
  return (
    <li className="space-y-2 border-b border-stone-200 py-4 last:border-b-0">
      <div className="flex items-center gap-2">
        <StarsBadge stars={review.stars} />
        {review.title && <p className="font-semibold">{review.title}</p>}
      </div>
      {review.text && (
        <p className="whitespace-pre-line text-sm leading-relaxed text-stone-800">{review.text}</p>
      )}
      {review.photos.length > 0 && (
        <ul className="flex gap-2">
          {review.photos.map((url, i) => (
            <li key={url} className="size-16 overflow-hidden rounded-md bg-stone-100">
              <a href={url} target="_blank" rel="noreferrer" aria-label={`Photo ${i + 1}`}>
                <ProductImage src={url} alt="" sizes="64px" />
              </a>
            </li>
          ))}
        </ul>
      )}
      <p className="text-xs text-stone-600">
        Size bought: {review.size}
        {review.fit && <> · Fit: {FIT_LABELS[review.fit]}</>}
      </p>
      <p className="flex flex-wrap items-center gap-x-2 text-xs text-stone-500">
        <span className="font-medium text-stone-700">{review.author}</span>
        {review.verified && <span className="font-medium text-green-800">✓ Verified buyer</span>}
        <span>{formatDate(review.createdAt)}</span>
      </p>
      {review.reply && (
        <div className="rounded-md bg-stone-100 p-3 text-sm">
          <p className="font-semibold">Reply from KapdaKart</p>
          <p className="whitespace-pre-line text-stone-700">{review.reply}</p>
        </div>
      )}
      <div className="flex gap-3 text-sm">
        <button
          type="button"
          disabled={voted}
          onClick={() => void vote()}
          className="tap-target rounded-md border border-stone-300 px-3 py-1 hover:border-stone-500 disabled:opacity-60"
        >
          Helpful ({formatWhole(helpful)})
        </button>
        <button
          type="button"
          disabled={reported}
          onClick={() => void report()}
          className="tap-target text-stone-500 underline-offset-2 hover:underline disabled:opacity-60"
        >
          {reported ? 'Reported' : 'Report'}
        </button>
      </div>
    </li>
  )
}

/** The product page's ratings and reviews: summary, buyers' photos, and the reviews, sorted and filtered. */
export function ReviewsSection({ productId }: { productId: string }) {
  const [query, setQuery] = useState<ListQuery>({
    sort: 'helpful',
    stars: null,
    withPhotos: false,
    page: 1,
  })
  const set = (change: Partial<ListQuery>) => setQuery((q) => ({ ...q, page: 1, ...change }))
  const key = `reviews:${productId}:${query.sort}:${query.stars}:${query.withPhotos}:${query.page}`
  const list = useFetch(key, (signal) => getReviews(productId, query, signal))
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / REVIEW_LIMITS.pageSize)) : 1

  return (
    <section
      aria-labelledby="reviews"
      className="space-y-4 rounded-lg border border-stone-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="reviews" className="text-lg font-semibold">
          Ratings &amp; reviews
        </h2>
        <Link
          to={paths.reviewForm(productId)}
          className="tap-target text-sm font-medium text-brand-600 hover:underline"
        >
          Rate this product
        </Link>
      </div>
      {list.status === 'loading' && !list.data ? (
        <div className="h-32 animate-pulse rounded-md bg-stone-100" />
      ) : list.status === 'error' ? (
        <p className="text-sm text-stone-600">
          {list.error instanceof ApiError ? list.error.message : 'Reviews could not be loaded.'}
        </p>
      ) : list.data && list.data.summary.count === 0 ? (
        <p className="text-sm text-stone-600">
          No reviews yet. Bought it? Be the first to tell others how it fits.
        </p>
      ) : list.data ? (
        <>
          <Summary summary={list.data.summary} />
          <PhotoStrip productId={productId} />
          <div className="flex flex-wrap items-center gap-2">
            <label className="flex items-center gap-2 text-sm">
              <span className="font-medium">Sort by</span>
              <select
                value={query.sort}
                onChange={(event) => set({ sort: event.target.value as ReviewSort })}
                className="rounded-md border border-stone-300 bg-white px-2 py-1.5"
              >
                {SORTS.map((sort) => (
                  <option key={sort.value} value={sort.value}>
                    {sort.label}
                  </option>
                ))}
              </select>
            </label>
            <div role="group" aria-label="Filter by stars" className="flex flex-wrap gap-1.5">
              <button
                type="button"
                aria-pressed={query.stars === null}
                onClick={() => set({ stars: null })}
                className={chipClass(query.stars === null)}
              >
                All
              </button>
              {[5, 4, 3, 2, 1].map((star) => (
                <button
                  key={star}
                  type="button"
                  aria-pressed={query.stars === star}
                  onClick={() => set({ stars: star })}
                  className={chipClass(query.stars === star)}
                >
                  {star}★
                </button>
              ))}
              <button
                type="button"
                aria-pressed={query.withPhotos}
                onClick={() => set({ withPhotos: !query.withPhotos })}
                className={chipClass(query.withPhotos)}
              >
                With photos
              </button>
            </div>
          </div>
          {list.data.reviews.length === 0 ? (
            <p className="text-sm text-stone-600">No reviews match these filters.</p>
          ) : (
            <ul aria-label="Reviews">
              {list.data.reviews.map((review) => (
                <ReviewItem key={review._id} review={review} />
              ))}
            </ul>
          )}
          {pages > 1 && (
            <nav aria-label="Review pages" className="flex items-center justify-between gap-3">
              <button
                type="button"
                disabled={query.page <= 1}
                onClick={() => setQuery((q) => ({ ...q, page: q.page - 1 }))}
                className="rounded-md border border-stone-300 px-4 py-2 text-sm font-medium disabled:opacity-50"
              >
                Previous
              </button>
              <span className="text-sm">
                Page {query.page} of {pages}
              </span>
              <button
                type="button"
                disabled={query.page >= pages}
                onClick={() => setQuery((q) => ({ ...q, page: q.page + 1 }))}
                className="rounded-md border border-stone-300 px-4 py-2 text-sm font-medium disabled:opacity-50"
              >
                Next
              </button>
            </nav>
          )}
        </>
      ) : null}
    </section>
  )
}
