import type { AdminReview, MyReview, Review, ReviewFit, ReviewSummary } from '@store/contract'
import { HOLD_REASONS, type HoldReason } from '@store/contract'
import { parseJson } from '../../db/sql.js'
import type { ReviewRow } from './repo.js'

type FiguresRow = {
  count: number
  star_total: number
  stars_1: number
  stars_2: number
  stars_3: number
  stars_4: number
  stars_5: number
  fit_small: number
  fit_true: number
  fit_large: number
}

export function toReview(row: ReviewRow): Review {
  return {
    _id: String(row.id),
    stars: row.stars,
    title: row.title,
    text: row.text,
    photos: parseJson<string[]>(row.photos, []),
    size: row.size,
    fit: (row.fit as ReviewFit | null) ?? null,
    verified: row.order_item_id > 0,
    helpful: Number(row.helpful),
    author: row.author,
    createdAt: row.created_at,
    ...(row.reply ? { reply: row.reply } : {}),
  }
}

export function toMyReview(row: ReviewRow): MyReview {
  return {
    ...toReview(row),
    productId: String(row.product_id),
    status: row.status as MyReview['status'],
    reason: row.status === 'rejected' ? row.reason : null,
  }
}

export function toAdminReview(row: ReviewRow, productName: string): AdminReview {
  return {
    ...toMyReview(row),
    productName,
    holdReasons: row.hold_reasons
      .split(',')
      .filter((reason): reason is HoldReason => HOLD_REASONS.includes(reason as HoldReason)),
    reports: Number(row.reports),
  }
}

export function toSummary(row: FiguresRow | undefined): ReviewSummary {
  const n = (value: number | undefined) => Number(value ?? 0)
  const count = n(row?.count)
  return {
    average: count === 0 ? 0 : Math.round((n(row?.star_total) / count) * 10) / 10,
    count,
    stars: {
      1: n(row?.stars_1),
      2: n(row?.stars_2),
      3: n(row?.stars_3),
      4: n(row?.stars_4),
      5: n(row?.stars_5),
    },
    fit: { small: n(row?.fit_small), true: n(row?.fit_true), large: n(row?.fit_large) },
  }
}

/** "Asha Rao" -> "Asha R.": the first name and the last name's initial. */
export function authorOf(name: string) {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const first = words[0] ?? 'Shopper'
  const last = words.length > 1 ? words[words.length - 1] : undefined
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first
}
