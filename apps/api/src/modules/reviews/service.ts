import {
  type AdminReviewList,
  type AdminReviewUpdateBody,
  type MyReview,
  REVIEW_LIMITS,
  type ReviewBody,
  type ReviewForm,
  type ReviewList,
  type ReviewSettings,
  paths,
} from '@store/contract'
import type { Db } from '../../db/index.js'
import { isUniqueViolation, nowIso, parseJson } from '../../db/sql.js'
import { inTransaction } from '../../db/transaction.js'
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js'
import { uploadWithinAllowance } from '../../lib/photo-allowance.js'
import { holdReasons } from './moderation.js'
import * as repo from './repo.js'
import { authorOf, toAdminReview, toMyReview, toReview, toSummary } from './to-http.js'
import type { ReviewUnsubscribeTokens } from './unsubscribe-token.js'

/** The name shown on the reviews of an erased account. */
const ANONYMOUS_AUTHOR = 'A shopper'

/** What the reviews read of the shop's products. */
export type ReviewedProduct = { id: number; name: string; image: string }

/** A delivered order line of the product, not fully returned: what makes a verified buyer. */
export type BuyerLine = { orderItemId: number; size: string }

type Contribution = Pick<repo.ReviewRow, 'stars' | 'fit' | 'status'>

/** A review's part in its product's figures: only a published review counts. */
function partOf(review: Contribution | null, sign: 1 | -1): repo.FiguresDelta {
  const counts = review?.status === 'published'
  const one = counts ? sign : 0
  const stars: repo.FiguresDelta['stars'] = [0, 0, 0, 0, 0]
  if (review && counts) stars[review.stars - 1] = sign
  return {
    count: one,
    starTotal: review && counts ? sign * review.stars : 0,
    stars,
    fit: {
      small: review?.fit === 'small' ? one : 0,
      true: review?.fit === 'true' ? one : 0,
      large: review?.fit === 'large' ? one : 0,
    },
  }
}

function sum(a: repo.FiguresDelta, b: repo.FiguresDelta): repo.FiguresDelta {
  return {
    count: a.count + b.count,
    starTotal: a.starTotal + b.starTotal,
    stars: a.stars.map((value, i) => value + (b.stars[i] ?? 0)) as repo.FiguresDelta['stars'],
    fit: {
      small: a.fit.small + b.fit.small,
      true: a.fit.true + b.fit.true,
      large: a.fit.large + b.fit.large,
    },
  }
}

const alreadyReviewed = () =>
  conflict('You have reviewed this product already: edit your review instead', 'ALREADY_REVIEWED')

/**
 * Ratings and reviews from verified buyers (decision 079). A review counts in its product's kept
 * figures only while published, and every change of that moves the figures, and the catalogue's
 * rating through `setRating`, in the same transaction. Who bought what comes from the orders
 * through `buyerLine`; the author's shown name from the accounts.
 */
export function createReviewsService({
  db,
  buyerLine,
  authorName,
  products,
  setRating,
  tokens,
}: {
  db: Db
  buyerLine: (userId: number, productId: number) => Promise<BuyerLine | null>
  authorName: (userId: number) => Promise<string>
  products: (ids: number[]) => Promise<ReviewedProduct[]>
  setRating: (
    trx: Db,
    productId: number,
    figures: { count: number; starTotal: number },
  ) => Promise<void>
  tokens: ReviewUnsubscribeTokens
}) {
  async function settings(): Promise<ReviewSettings> {
    const row = await repo.findSettings(db)
    return {
      requestAfterDays: row?.request_after_days ?? REVIEW_LIMITS.requestAfterDays,
      heldWords: row ? parseJson<string[]>(row.held_words, []) : [],
    }
  }

  async function product(productId: number) {
    const [found] = await products([productId])
    if (!found) throw notFound('Product not found')
    return found
  }

  /** Moves the product's figures from `before` to `after` and writes its rating, in `trx`. */
  async function move(
    trx: Db,
    productId: number,
    before: Contribution | null,
    after: Contribution | null,
  ) {
    const delta = sum(partOf(before, -1), partOf(after, 1))
    const moves = [delta.count, delta.starTotal, ...delta.stars, ...Object.values(delta.fit)]
    if (moves.every((value) => value === 0)) return
    const figures = await repo.moveFigures(trx, productId, delta)
    await setRating(trx, productId, {
      count: Number(figures.count),
      starTotal: Number(figures.star_total),
    })
  }

  async function checkPhotos(userId: number, photos: string[]) {
    const own = await repo.photos.own(db, userId, photos)
    if (photos.some((url) => !own.has(url))) {
      throw badRequest('photos must be photos you uploaded for a review')
    }
  }

  /** What the body changes, with the rules' verdict. */
  async function contentOf(body: ReviewBody, keptReasons: string[] = []) {
    const title = body.title ?? ''
    const text = body.text ?? ''
    const photos = [...new Set(body.photos ?? [])]
    const reasons = [
      ...holdReasons(`${title}\n${text}`, (await settings()).heldWords),
      ...keptReasons,
    ]
    return {
      stars: body.stars,
      title,
      text,
      photos: JSON.stringify(photos),
      has_photos: photos.length > 0 ? 1 : 0,
      fit: body.fit ?? null,
      status: reasons.length > 0 ? 'held' : 'published',
      hold_reasons: reasons.join(','),
      photoList: photos,
    }
  }

  async function ownReview(userId: number, reviewId: number) {
    const row = await repo.findReview(db, reviewId)
    if (!row || row.user_id !== userId) throw notFound('Review not found')
    return row
  }

  async function publishedReview(reviewId: number) {
    const row = await repo.findReview(db, reviewId)
    if (!row || row.status !== 'published') throw notFound('Review not found')
    return row
  }

  return {
    settings,

    async saveSettings(body: ReviewSettings, adminId: number) {
      const heldWords = [...new Set(body.heldWords.map((word) => word.trim().toLowerCase()))]
      await repo.saveSettings(db, {
        requestAfterDays: body.requestAfterDays,
        heldWords,
        by: adminId,
        now: nowIso(),
      })
      return settings()
    },

    /** One photo, within the shopper's daily allowance (lib/photo-allowance.ts). */
    uploadPhoto: (userId: number, receive: () => Promise<string>) =>
      uploadWithinAllowance(
        db,
        repo.photos,
        { userId, perDay: REVIEW_LIMITS.photoUploadsPerDay, what: 'review photos' },
        receive,
      ),

    /** The product page's reviews: the kept summary and one page of published reviews. */
    async list(
      productId: number,
      query: {
        sort: repo.ListFilter['sort']
        stars?: number | undefined
        withPhotos?: boolean | undefined
        page: number
      },
    ): Promise<ReviewList> {
      const figures = await repo.findFigures(db, productId)
      if (!figures && (await products([productId])).length === 0)
        throw notFound('Product not found')
      const summary = toSummary(figures)
      const filter = { productId, ...query }
      const size = REVIEW_LIMITS.pageSize
      const [rows, total] = await Promise.all([
        repo.listPublished(db, filter, (query.page - 1) * size, size),
        query.withPhotos
          ? repo.countPublished(db, filter)
          : Promise.resolve(
              query.stars === undefined
                ? summary.count
                : summary.stars[query.stars as 1 | 2 | 3 | 4 | 5],
            ),
      ])
      return { summary, reviews: rows.map(toReview), total }
    },

    /** The form: may the caller review this product, in which size, and her review if any. */
    async form(userId: number, productId: number): Promise<ReviewForm> {
      const item = await product(productId)
      const [line, row] = await Promise.all([
        buyerLine(userId, productId),
        repo.findReviewOf(db, userId, productId),
      ])
      return {
        productId: String(item.id),
        name: item.name,
        image: item.image,
        canReview: row !== undefined || line !== null,
        size: row?.size ?? line?.size ?? null,
        review: row ? toMyReview(row) : null,
      }
    },

    /** An erased account's reviews stay with their products, signed by nobody (decision 078). */
    erase: (trx: Db, userId: number) => repo.eraseAuthor(trx, userId, ANONYMOUS_AUTHOR),

    /** Every review the shopper wrote, whatever its status: her part of "Download my data". */
    async ofUser(userId: number): Promise<MyReview[]> {
      return (await repo.listReviewsOf(db, userId)).map(toMyReview)
    },

    async create(userId: number, productId: number, body: ReviewBody): Promise<MyReview> {
      await product(productId)
      const line = await buyerLine(userId, productId)
      if (!line) {
        throw forbidden(
          'Only a buyer whose order of this product was delivered can review it',
          'NOT_A_BUYER',
        )
      }
      if (await repo.findReviewOf(db, userId, productId)) throw alreadyReviewed()
      const { photoList, ...content } = await contentOf(body)
      await checkPhotos(userId, photoList)
      const author = authorOf(await authorName(userId))
      const now = nowIso()
      try {
        const id = await inTransaction(db, async (trx) => {
          const reviewId = await repo.insertReview(trx, {
            ...content,
            product_id: productId,
            user_id: userId,
            order_item_id: line.orderItemId,
            size: line.size,
            author,
            reason: null,
            reply: null,
            created_at: now,
            updated_at: now,
          })
          await move(trx, productId, null, content)
          return reviewId
        })
        return toMyReview((await repo.findReview(db, id)) as repo.ReviewRow)
      } catch (error) {
        if (isUniqueViolation(error)) throw alreadyReviewed()
        throw error
      }
    },

    /** The author's edit: the rules judge it again; a photo report's hold stays. */
    async update(userId: number, reviewId: number, body: ReviewBody): Promise<MyReview> {
      const current = await ownReview(userId, reviewId)
      const kept = current.hold_reasons.split(',').filter((reason) => reason === 'photo_report')
      const { photoList, ...content } = await contentOf(body, kept)
      await checkPhotos(userId, photoList)
      await inTransaction(db, async (trx) => {
        const before = await repo.lockReview(trx, reviewId)
        if (!before) throw notFound('Review not found')
        await repo.updateReview(trx, reviewId, { ...content, reason: null, updated_at: nowIso() })
        await move(trx, before.product_id, before, content)
      })
      return toMyReview((await repo.findReview(db, reviewId)) as repo.ReviewRow)
    },

    async remove(userId: number, reviewId: number) {
      await ownReview(userId, reviewId)
      await inTransaction(db, async (trx) => {
        const before = await repo.lockReview(trx, reviewId)
        if (!before) throw notFound('Review not found')
        await repo.deleteReview(trx, reviewId)
        await move(trx, before.product_id, before, null)
      })
    },

    /** "Helpful", once a shopper: asking again changes nothing. */
    async helpful(userId: number, reviewId: number) {
      await publishedReview(reviewId)
      await inTransaction(db, (trx) => repo.addVote(trx, reviewId, userId))
      const row = await repo.findReview(db, reviewId)
      return { helpful: Number(row?.helpful ?? 0) }
    },

    /**
     * A shopper's report, once: asking again changes nothing. A report of a review's photos holds
     * it for the admin (out of the figures until published again).
     */
    async report(userId: number, reviewId: number, reason: 'photo' | 'text' | 'spam') {
      await publishedReview(reviewId)
      await inTransaction(db, async (trx) => {
        const added = await repo.addReport(trx, { reviewId, userId, reason, now: nowIso() })
        const before = await repo.lockReview(trx, reviewId)
        if (!added || !before || reason !== 'photo') return
        if (before.status !== 'published' || before.has_photos !== 1) return
        const held = { ...before, status: 'held' }
        await repo.updateReview(trx, reviewId, {
          status: 'held',
          hold_reasons: 'photo_report',
          updated_at: nowIso(),
        })
        await move(trx, before.product_id, before, held)
      })
    },

    async adminList(status: string, page: number): Promise<AdminReviewList> {
      const size = REVIEW_LIMITS.pageSize * 2
      const { rows, total } = await repo.listByStatus(db, status, (page - 1) * size, size)
      const names = new Map(
        (await products([...new Set(rows.map((row) => row.product_id))])).map((p) => [
          p.id,
          p.name,
        ]),
      )
      return {
        reviews: rows.map((row) => toAdminReview(row, names.get(row.product_id) ?? '')),
        total,
      }
    },

    /** Publishes or rejects (with a reason for the author), and replies as the store. */
    async moderate(reviewId: number, body: AdminReviewUpdateBody) {
      await inTransaction(db, async (trx) => {
        const before = await repo.lockReview(trx, reviewId)
        if (!before) throw notFound('Review not found')
        const status = body.status
        await repo.updateReview(trx, reviewId, {
          status,
          reason: status === 'rejected' ? (body.reason ?? null) : null,
          ...(status === 'published' ? { hold_reasons: '' } : {}),
          ...(body.reply !== undefined ? { reply: body.reply === '' ? null : body.reply } : {}),
          updated_at: nowIso(),
        })
        await move(trx, before.product_id, before, { ...before, status })
      })
      const row = (await repo.findReview(db, reviewId)) as repo.ReviewRow
      const [item] = await products([row.product_id])
      return toAdminReview(row, item?.name ?? '')
    },

    // What the review-requests flow needs.
    notToAsk: (lines: Array<{ orderItemId: number; userId: number; productId: number }>) =>
      repo.notToAsk(db, lines),
    claimRequest: (trx: Db, orderItemId: number, userId: number) =>
      repo.claimRequest(trx, orderItemId, userId, nowIso()),
    unsubscribeLink: (publicUrl: string, userId: number) =>
      `${publicUrl}${paths.reviewForm('unsubscribe')}?token=${tokens.make(userId)}`,

    /** The link in a review request: no more requests for this shopper. */
    async unsubscribe(token: string) {
      const userId = tokens.read(token)
      if (userId === null) throw badRequest('This unsubscribe link is not valid', 'TOKEN_INVALID')
      await repo.optOut(db, userId, nowIso())
    },
  }
}

export type ReviewsService = ReturnType<typeof createReviewsService>
