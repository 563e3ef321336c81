import { sql } from 'kysely'
import type { Db } from '../../db/index.js'
import type { ReviewTable } from '../../db/schema.js'
import { isPostgres } from '../../db/sql.js'
import { photoUploads } from '../../lib/photo-allowance.js'

export type ReviewRow = Awaited<ReturnType<typeof findReview>> & {}

export async function findReview(db: Db, id: number) {
  return db.selectFrom('reviews').selectAll().where('id', '=', id).executeTakeFirst()
}

/** The review, held until the caller's transaction ends (PostgreSQL; SQLite runs one at a time). */
export async function lockReview(trx: Db, id: number) {
  const query = trx.selectFrom('reviews').selectAll().where('id', '=', id)
  return (isPostgres(trx) ? query.forUpdate() : query).executeTakeFirst()
}

export async function findReviewOf(db: Db, userId: number, productId: number) {
  return db
    .selectFrom('reviews')
    .selectAll()
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .executeTakeFirst()
}

export async function listReviewsOf(db: Db, userId: number) {
  return db.selectFrom('reviews').selectAll().where('user_id', '=', userId).orderBy('id').execute()
}

export type NewReview = Omit<ReviewTable, 'id' | 'helpful' | 'reports'>

export async function insertReview(trx: Db, review: NewReview) {
  const row = await trx
    .insertInto('reviews')
    .values(review)
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export type ReviewChange = Pick<
  ReviewTable,
  'stars' | 'title' | 'text' | 'photos' | 'has_photos' | 'fit' | 'status' | 'hold_reasons'
> & { reason: string | null; updated_at: string }

export async function updateReview(
  trx: Db,
  id: number,
  change: Partial<ReviewChange> & { reply?: string | null },
) {
  await trx.updateTable('reviews').set(change).where('id', '=', id).execute()
}

export async function deleteReview(trx: Db, id: number) {
  await trx.deleteFrom('reviews').where('id', '=', id).execute()
}

// The kept figures.

/** One review's part in its product's figures: +1 or -1 of each count it adds to. */
export type FiguresDelta = {
  count: number
  starTotal: number
  stars: [number, number, number, number, number]
  fit: { small: number; true: number; large: number }
}

/** Moves a product's figures by `delta` and answers them as they now stand (row held to commit). */
export async function moveFigures(trx: Db, productId: number, delta: FiguresDelta) {
  await trx
    .insertInto('review_figures')
    .values({ product_id: productId })
    .onConflict((oc) => oc.column('product_id').doNothing())
    .execute()
  const plus = (column: string, by: number) => sql<number>`${sql.ref(column)} + ${by}`
  return trx
    .updateTable('review_figures')
    .set({
      count: plus('count', delta.count),
      star_total: plus('star_total', delta.starTotal),
      stars_1: plus('stars_1', delta.stars[0]),
      stars_2: plus('stars_2', delta.stars[1]),
      stars_3: plus('stars_3', delta.stars[2]),
      stars_4: plus('stars_4', delta.stars[3]),
      stars_5: plus('stars_5', delta.stars[4]),
      fit_small: plus('fit_small', delta.fit.small),
      fit_true: plus('fit_true', delta.fit.true),
      fit_large: plus('fit_large', delta.fit.large),
    })
    .where('product_id', '=', productId)
    .returning(['count', 'star_total'])
    .executeTakeFirstOrThrow()
}

export async function findFigures(db: Db, productId: number) {
  return db
    .selectFrom('review_figures')
    .selectAll()
    .where('product_id', '=', productId)
    .executeTakeFirst()
}

// The product page's list.

export type ListFilter = {
  productId: number
  sort: 'helpful' | 'new' | 'high' | 'low'
  stars?: number | undefined
  withPhotos?: boolean | undefined
}

const published = (db: Db, filter: ListFilter) => {
  let query = db
    .selectFrom('reviews')
    .where('product_id', '=', filter.productId)
    .where('status', '=', 'published')
  if (filter.stars !== undefined) query = query.where('stars', '=', filter.stars)
  if (filter.withPhotos) query = query.where('has_photos', '=', 1)
  return query
}

export async function listPublished(db: Db, filter: ListFilter, offset: number, limit: number) {
  let query = published(db, filter).selectAll()
  if (filter.sort === 'helpful') query = query.orderBy('helpful', 'desc')
  if (filter.sort === 'high') query = query.orderBy('stars', 'desc')
  if (filter.sort === 'low') query = query.orderBy('stars', 'asc')
  return query.orderBy('id', 'desc').limit(limit).offset(offset).execute()
}

export async function countPublished(db: Db, filter: ListFilter) {
  const row = await published(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

// Helpful votes and reports: one a shopper.

/** True when this vote is new. */
export async function addVote(trx: Db, reviewId: number, userId: number) {
  const rows = await trx
    .insertInto('review_votes')
    .values({ review_id: reviewId, user_id: userId })
    .onConflict((oc) => oc.columns(['review_id', 'user_id']).doNothing())
    .returning('review_id')
    .execute()
  if (rows.length === 0) return false
  await trx
    .updateTable('reviews')
    .set((eb) => ({ helpful: eb('helpful', '+', 1) }))
    .where('id', '=', reviewId)
    .execute()
  return true
}

/** True when this report is new. */
export async function addReport(
  trx: Db,
  report: { reviewId: number; userId: number; reason: string; now: string },
) {
  const rows = await trx
    .insertInto('review_reports')
    .values({
      review_id: report.reviewId,
      user_id: report.userId,
      reason: report.reason,
      created_at: report.now,
    })
    .onConflict((oc) => oc.columns(['review_id', 'user_id']).doNothing())
    .returning('review_id')
    .execute()
  if (rows.length === 0) return false
  await trx
    .updateTable('reviews')
    .set((eb) => ({ reports: eb('reports', '+', 1) }))
    .where('id', '=', report.reviewId)
    .execute()
  return true
}

// Photos: counted per day, and a shopper may use only her own.
export const photos = photoUploads('review_photos', 4_402)

// The admin's queue.

export async function listByStatus(db: Db, status: string, offset: number, limit: number) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('reviews')
      .selectAll()
      .where('status', '=', status)
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('reviews')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', status)
      .executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(total.n) }
}

// Settings.

export async function findSettings(db: Db) {
  return db.selectFrom('review_settings').selectAll().where('id', '=', 1).executeTakeFirst()
}

export async function saveSettings(
  db: Db,
  settings: { requestAfterDays: number; heldWords: string[]; by: number; now: string },
) {
  const values = {
    request_after_days: settings.requestAfterDays,
    held_words: JSON.stringify(settings.heldWords),
    updated_by: settings.by,
    updated_at: settings.now,
  }
  await db
    .insertInto('review_settings')
    .values({ id: 1, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute()
}

// Review requests.

/** Which of these order lines were mailed already, or whose shopper reviewed or opted out. */
export async function notToAsk(
  db: Db,
  lines: Array<{ orderItemId: number; userId: number; productId: number }>,
) {
  if (lines.length === 0) return new Set<number>()
  const itemIds = lines.map((line) => line.orderItemId)
  const userIds = [...new Set(lines.map((line) => line.userId))]
  const [requested, optedOut, reviewed] = await Promise.all([
    db
      .selectFrom('review_requests')
      .select('order_item_id')
      .where('order_item_id', 'in', itemIds)
      .execute(),
    db
      .selectFrom('review_mail_optouts')
      .select('user_id')
      .where('user_id', 'in', userIds)
      .execute(),
    db
      .selectFrom('reviews')
      .select(['user_id', 'product_id'])
      .where('user_id', 'in', userIds)
      .where('product_id', 'in', [...new Set(lines.map((line) => line.productId))])
      .execute(),
  ])
  const out = new Set(optedOut.map((row) => row.user_id))
  const done = new Set(reviewed.map((row) => `${row.user_id}:${row.product_id}`))
  const skip = new Set(requested.map((row) => row.order_item_id))
  for (const line of lines) {
    if (out.has(line.userId) || done.has(`${line.userId}:${line.productId}`))
      skip.add(line.orderItemId)
  }
  return skip
}

/** Takes an order line's one request; false when another pass took it first. */
export async function claimRequest(trx: Db, orderItemId: number, userId: number, now: string) {
  const rows = await trx
    .insertInto('review_requests')
    .values({ order_item_id: orderItemId, user_id: userId, sent_at: now })
    .onConflict((oc) => oc.column('order_item_id').doNothing())
    .returning('order_item_id')
    .execute()
  return rows.length === 1
}

export async function optOut(db: Db, userId: number, now: string) {
  await db
    .insertInto('review_mail_optouts')
    .values({ user_id: userId, created_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute()
}

/** An erased account's reviews stay with the product, signed by nobody. */
export async function eraseAuthor(trx: Db, userId: number, anonymous: string) {
  await trx
    .updateTable('reviews')
    .set({ author: anonymous })
    .where('user_id', '=', userId)
    .execute()
  await trx.deleteFrom('review_mail_optouts').where('user_id', '=', userId).execute()
}
