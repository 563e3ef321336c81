import { type FormEvent, useState } from 'react'
import type { AdminReview, HoldReason, ReviewSettings, ReviewStatus } from '@store/contract'
import { REVIEW_LIMITS } from '@store/contract'
import { AdminHeading, AdminOnly, Pager } from '@/components/admin/ui'
import { EmptyState } from '@/components/empty-state'
import { inputClass } from '@/components/form'
import { ProductImage } from '@/components/product-image'
import { formatDateTime } from '@/lib/format'
import { usePageMeta } from '@/lib/page-meta'
import { notify } from '@/lib/toast'
import { useFetch } from '@/lib/use-fetch'
import { getReviewSettings, listReviews, moderateReview, saveReviewSettings } from './api'

const TABS: Array<{ status: ReviewStatus; label: string }> = [
  { status: 'held', label: 'Held' },
  { status: 'published', label: 'Published' },
  { status: 'rejected', label: 'Rejected' },
]

const HOLD_LABELS: Record<HoldReason, string> = {
  link: 'a link',
  phone: 'a phone number',
  email: 'an e-mail address',
  word: 'a listed word',
  photo_report: 'a shopper reported its photos',
}

const FIT_LABELS = { small: 'Runs small', true: 'True to size', large: 'Runs large' } as const

/** '/dashboard/reviews': the moderation queue, and what holds a review and when buyers are asked. */
export function ReviewsAdminPage() {
  usePageMeta('Reviews admin')
  return (
    <AdminOnly>
      <Queue />
      <Settings />
    </AdminOnly>
  )
}

function Queue() {
  const [status, setStatus] = useState<ReviewStatus>('held')
  const [page, setPage] = useState(1)
  const [version, setVersion] = useState(0)
  const list = useFetch(`admin-reviews:${status}:${page}:${version}`, (signal) =>
    listReviews(status, page, signal),
  )
  const pages = list.data
    ? Math.max(1, Math.ceil(list.data.total / (REVIEW_LIMITS.pageSize * 2)))
    : 1
  return (
    <section className="space-y-4">
      <AdminHeading title="Reviews" />
      <div role="tablist" aria-label="Reviews" className="flex gap-2">
        {TABS.map((tab) => (
          <button
            key={tab.status}
            type="button"
            role="tab"
            aria-selected={status === tab.status}
            onClick={() => {
              setStatus(tab.status)
              setPage(1)
            }}
            className={`rounded-full border px-4 py-1.5 text-sm font-medium ${
              status === tab.status
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-stone-300 bg-white text-stone-700 hover:border-stone-500'
            }`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {list.status === 'loading' ? (
        <div className="h-48 animate-pulse rounded-lg bg-stone-200" />
      ) : list.status === 'error' ? (
        <EmptyState message={list.error.message} />
      ) : list.data.reviews.length === 0 ? (
        <EmptyState
          message={status === 'held' ? 'No reviews wait for a check.' : 'No reviews here.'}
        />
      ) : (
        <ul className="space-y-3">
          {list.data.reviews.map((review) => (
            <ReviewCard key={review._id} review={review} onDone={() => setVersion((v) => v + 1)} />
          ))}
        </ul>
      )}
      {pages > 1 && <Pager page={page} total={pages} onPage={setPage} />}
    </section>
  )
}

function ReviewCard({ review, onDone }: { review: AdminReview; onDone: () => void }) {
  const [reason, setReason] = useState(review.reason ?? '')
  const [reply, setReply] = useState(review.reply ?? '')
  const [busy, setBusy] = useState(false)
  async function send(status: 'published' | 'rejected') {
    setBusy(true)
    try {
      const answer = await moderateReview(review._id, {
        status,
        ...(status === 'rejected' ? { reason } : {}),
        reply,
      })
      void notify.success(answer.message)
      onDone()
    } catch (error) {
      void notify.error(error instanceof Error ? error.message : 'Please try again')
    } finally {
      setBusy(false)
    }
  }
  return (
    <li className="space-y-2 rounded-lg border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold">{review.productName}</p>
        <p className="text-xs text-stone-500">
          {review.author} · size {review.size} · {formatDateTime(review.createdAt, 'india')}
        </p>
      </div>
      <p className="text-sm">
        <span className="rounded bg-green-700 px-1.5 py-0.5 text-xs font-semibold text-white">
          {review.stars}★
        </span>{' '}
        {review.title && <strong>{review.title}</strong>}
        {review.fit && <span className="text-stone-600"> · {FIT_LABELS[review.fit]}</span>}
      </p>
      {review.text && <p className="whitespace-pre-line text-sm text-stone-800">{review.text}</p>}
      {review.photos.length > 0 && (
        <ul className="flex gap-2">
          {review.photos.map((url, i) => (
            <li key={url} className="size-20 overflow-hidden rounded-md">
              <a href={url} target="_blank" rel="noreferrer" aria-label={`Photo ${i + 1}`}>
                <ProductImage src={url} alt="" sizes="80px" />
              </a>
            </li>
          ))}
        </ul>
      )}
      {(review.holdReasons.length > 0 || review.reports > 0) && (
        <p className="text-sm text-amber-800">
          {review.holdReasons.length > 0 &&
            `Held for ${review.holdReasons.map((r) => HOLD_LABELS[r]).join(', ')}. `}
          {review.reports > 0 &&
            `Reported ${review.reports} ${review.reports === 1 ? 'time' : 'times'}.`}
        </p>
      )}
      <label className="block space-y-1">
        <span className="text-sm font-medium text-stone-700">Reply as the store (public)</span>
        <textarea
          value={reply}
          onChange={(event) => setReply(event.target.value)}
          rows={2}
          maxLength={REVIEW_LIMITS.replyMax}
          className={inputClass}
        />
      </label>
      <label className="block space-y-1">
        <span className="text-sm font-medium text-stone-700">
          Reason, if rejected (shown to the author)
        </span>
        <input
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={REVIEW_LIMITS.reasonMax}
          className={inputClass}
        />
      </label>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={busy}
          onClick={() => void send('published')}
          className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-50"
        >
          {review.status === 'published' ? 'Save reply' : 'Publish'}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => void send('rejected')}
          className="rounded-md border border-red-300 px-4 py-2 text-sm font-medium text-red-700 hover:border-red-500 disabled:opacity-50"
        >
          Reject
        </button>
      </div>
    </li>
  )
}

function Settings() {
  const current = useFetch('review-settings', (signal) => getReviewSettings(signal))
  if (current.status !== 'success') return null
  return <SettingsForm settings={current.data} />
}

function SettingsForm({ settings }: { settings: ReviewSettings }) {
  const [days, setDays] = useState(String(settings.requestAfterDays))
  const [words, setWords] = useState(settings.heldWords.join(', '))
  const [busy, setBusy] = useState(false)
  async function save(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    try {
      const answer = await saveReviewSettings({
        requestAfterDays: Number(days),
        heldWords: words
          .split(',')
          .map((word) => word.trim())
          .filter(Boolean),
      })
      void notify.success(answer.message)
    } catch (error) {
      void notify.error(error instanceof Error ? error.message : 'Please try again')
    } finally {
      setBusy(false)
    }
  }
  return (
    <form
      onSubmit={(event) => void save(event)}
      className="mt-6 space-y-3 rounded-lg bg-white p-4 shadow-sm"
    >
      <h2 className="font-semibold">Review settings</h2>
      <label className="block space-y-1">
        <span className="text-sm font-medium text-stone-700">
          Ask buyers for a review this many days after delivery
        </span>
        <input
          type="number"
          min={1}
          max={60}
          value={days}
          onChange={(event) => setDays(event.target.value)}
          className={`${inputClass} max-w-32`}
        />
      </label>
      <label className="block space-y-1">
        <span className="text-sm font-medium text-stone-700">
          Words that hold a review for a check (comma separated)
        </span>
        <textarea
          value={words}
          onChange={(event) => setWords(event.target.value)}
          rows={2}
          className={inputClass}
        />
      </label>
      <button
        type="submit"
        disabled={busy}
        className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-50"
      >
        Save settings
      </button>
    </form>
  )
}
