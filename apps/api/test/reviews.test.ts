import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createProduct } from './factories.js'
import { deliveredOrder } from './delivered-orders.js'
import { createTestApp, mailsTo, multipart, type TestApp } from './helpers.js'
import { type Admin, type Shopper, signInAdmin, signUpShopper } from './sign-in.js'

// Reviews from verified buyers through the API: who may review, what a review may hold, the
// figures kept as reviews are published, edited, rejected and deleted, the product page's list,
// votes and reports, the admin's queue, and the review request mail.

let t: TestApp
let admin: Admin
let asha: Shopper
let ravi: Shopper

beforeAll(async () => {
  t = await createTestApp({ env: { REVIEW_SWEEP_SECONDS: '0.1' } })
  admin = await signInAdmin(t)
  asha = await signUpShopper(t, 'Asha Rao')
  ravi = await signUpShopper(t, 'Ravi')
})
afterAll(async () => t.close())

// Images are kept under their content's hash: each shopper's photos differ in colour.
const png = (background: string) =>
  sharp({ create: { width: 30, height: 30, channels: 3, background } })
    .png()
    .toBuffer()

async function uploadPhoto(who: Shopper, background = '#3355aa') {
  const form = multipart('image', 'kurta.png', await png(background))
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/reviews/photos',
    payload: form.payload,
    headers: { ...form.headers, authorization: `Bearer ${who.token}` },
  })
  expect(res.statusCode).toBe(200)
  return res.json().data.url as string
}

/** A product `who` bought and received, in size M. */
async function bought(who: Shopper, productId?: number) {
  const id = productId ?? (await createProduct(t.db, { sizeStock: { S: 5, M: 5 }, rating: 4.4 })).id
  await deliveredOrder(t, admin, who, { productId: id })
  return id
}

const review = (who: Shopper, productId: number, body: object) =>
  who.call('POST', `/products/${productId}/reviews`, body)
const listOf = async (productId: number, query = '') =>
  (
    await t.app.inject({ method: 'GET', url: `/api/v1/products/${productId}/reviews${query}` })
  ).json().data
const productOf = async (productId: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/products/${productId}` })).json()
/** The product's rating as its page shows it, once its kept answer has been made again. */
const ratingOf = (productId: number) =>
  expect.poll(async () => {
    const { rating, ratingCount } = await productOf(productId)
    return { rating, ratingCount }
  })
const storedReviews = (productId: number) =>
  t.db.selectFrom('reviews').selectAll().where('product_id', '=', productId).execute()

describe('who may review', () => {
  it('only a buyer whose line was delivered, once', async () => {
    const kurta = await createProduct(t.db, { sizeStock: { M: 5 } })
    await deliveredOrder(t, admin, ravi, { productId: kurta.id, until: 'Shipped' })
    const early = await review(ravi, kurta.id, { stars: 4 })
    expect(early.statusCode).toBe(403)
    expect(early.json().code).toBe('NOT_A_BUYER')
    const stranger = await review(asha, kurta.id, { stars: 5 })
    expect(stranger.statusCode).toBe(403)
    expect(await storedReviews(kurta.id)).toEqual([])

    const id = await bought(asha)
    const first = await review(asha, id, { stars: 5, text: 'Lovely cotton, fits well' })
    expect(first.statusCode).toBe(201)
    expect(first.json().data).toMatchObject({
      stars: 5,
      size: 'M',
      verified: true,
      author: 'Asha R.',
      status: 'published',
    })
    const second = await review(asha, id, { stars: 1, text: 'Trying again' })
    expect(second.statusCode).toBe(409)
    expect(second.json().code).toBe('ALREADY_REVIEWED')
    expect(await storedReviews(id)).toHaveLength(1)
  })

  it('not a line fully returned', async () => {
    const id = await bought(ravi)
    const [line] = await t.db
      .selectFrom('order_items')
      .select('id')
      .where('product_id', '=', id)
      .execute()
    await t.db
      .insertInto('return_claims')
      .values({ order_item_id: line?.id ?? 0, quantity: 1 })
      .execute()
    const res = await review(ravi, id, { stars: 2 })
    expect(res.statusCode).toBe(403)
    const form = (await ravi.call('GET', `/products/${id}/reviews/mine`)).json().data
    expect(form).toMatchObject({ canReview: false, review: null })
  })
})

describe('bad input', () => {
  it('is refused with a clear 4xx and nothing stored', async () => {
    const id = await bought(ravi)
    const own = await uploadPhoto(ravi)
    const ashas = await uploadPhoto(asha, '#aa3355')
    const cases: Array<[object, string]> = [
      [{ stars: 0 }, 'stars'],
      [{ stars: 6 }, 'stars'],
      [{ stars: 4.5 }, 'stars'],
      [{ stars: '5' }, 'stars'],
      [{}, 'stars'],
      [{ stars: 4, text: 'x'.repeat(2001) }, 'text'],
      [{ stars: 4, title: 'y'.repeat(101) }, 'title'],
      [{ stars: 4, text: '<script>alert(1)</script>' }, 'text'],
      [{ stars: 4, photos: Array.from({ length: 6 }, () => own) }, 'photos'],
      [{ stars: 4, photos: ['https://evil.example/x.webp'] }, 'photos'],
      [{ stars: 4, photos: [ashas] }, 'photos'],
      [{ stars: 4, fit: 'tight' }, 'fit'],
      [{ stars: 4, verified: true }, 'verified'],
    ]
    for (const [body, field] of cases) {
      const res = await review(ravi, id, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().message).toContain(field)
    }
    expect(await storedReviews(id)).toEqual([])
    await ratingOf(id).toEqual({ rating: 4.4, ratingCount: 0 })
    const unknown = await review(ravi, 987_654, { stars: 4 })
    expect(unknown.statusCode).toBe(404)
  })
})

describe('figures', () => {
  it('move as reviews are published, edited and deleted, and the product reads them', async () => {
    const id = await bought(asha)
    await ratingOf(id).toEqual({ rating: 4.4, ratingCount: 0 })
    const photo = await uploadPhoto(asha)
    const mine = (
      await review(asha, id, {
        stars: 4,
        title: 'Good kurta',
        text: 'Colour as shown.\nRuns a little small in the chest.',
        photos: [photo],
        fit: 'small',
      })
    ).json().data
    expect(mine.photos).toEqual([photo])
    const seema = await signUpShopper(t, 'Seema Nair')
    await bought(seema, id)
    await review(seema, id, { stars: 2, fit: 'true' })

    const list = await listOf(id)
    expect(list.summary).toEqual({
      average: 3,
      count: 2,
      stars: { 1: 0, 2: 1, 3: 0, 4: 1, 5: 0 },
      fit: { small: 1, true: 1, large: 0 },
    })
    expect(list.total).toBe(2)
    await ratingOf(id).toEqual({ rating: 3, ratingCount: 2 })

    const edited = await asha.call('PUT', `/reviews/${mine._id}`, { stars: 5, fit: 'true' })
    expect(edited.statusCode).toBe(200)
    expect((await listOf(id)).summary).toMatchObject({
      average: 3.5,
      count: 2,
      stars: { 2: 1, 4: 0, 5: 1 },
      fit: { small: 0, true: 2 },
    })
    expect((await ravi.call('PUT', `/reviews/${mine._id}`, { stars: 1 })).statusCode).toBe(404)
    expect((await ravi.call('DELETE', `/reviews/${mine._id}`)).statusCode).toBe(404)

    expect((await asha.call('DELETE', `/reviews/${mine._id}`)).statusCode).toBe(200)
    await ratingOf(id).toEqual({ rating: 2, ratingCount: 1 })
    const seemas = (await listOf(id)).reviews[0]._id as string
    await seema.call('DELETE', `/reviews/${seemas}`)
    // With no review left, the rating imported before reviews shows again.
    await ratingOf(id).toEqual({ rating: 4.4, ratingCount: 0 })
    expect((await listOf(id)).summary.count).toBe(0)
  })

  it('reach the listing: the rating filter counts the new rating', async () => {
    const id = await bought(ravi)
    await t.db
      .updateTable('products')
      .set({ rating: 2, imported_rating: 2 })
      .where('id', '=', id)
      .execute()
    await review(ravi, id, { stars: 5 })
    await ratingOf(id).toEqual({ rating: 5, ratingCount: 1 })
    const stored = await t.db
      .selectFrom('products')
      .select(['rating', 'rating_count'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(stored).toEqual({ rating: 5, rating_count: 1 })
  })
})

describe('the product page', () => {
  it('sorts, filters by stars and photos, pages, and shows text as sent', async () => {
    const product = await createProduct(t.db, { sizeStock: { M: 50 } })
    const shoppers: Shopper[] = []
    for (let i = 0; i < 12; i++) {
      const who = await signUpShopper(t, `Buyer${i} Kumar`)
      await bought(who, product.id)
      shoppers.push(who)
    }
    const ids: string[] = []
    for (const [i, who] of shoppers.entries()) {
      const photos = i % 4 === 0 ? [await uploadPhoto(who)] : []
      const res = await review(who, product.id, {
        stars: (i % 5) + 1,
        text: i === 0 ? 'Fits well & looks "great" — 5/5' : `Review ${i}`,
        photos,
      })
      expect(res.statusCode).toBe(201)
      ids.push(res.json().data._id)
    }
    for (const who of shoppers.slice(0, 3)) {
      expect(
        (await who.call('POST', `/reviews/${ids[7]}/helpful`)).json().data.helpful,
      ).toBeGreaterThan(0)
    }
    const again = await shoppers[0]?.call('POST', `/reviews/${ids[7]}/helpful`)
    expect(again?.json().data.helpful).toBe(3)

    const helpful = await listOf(product.id)
    expect(helpful.total).toBe(12)
    expect(helpful.reviews).toHaveLength(10)
    expect(helpful.reviews[0]._id).toBe(ids[7])
    const page2 = await listOf(product.id, '?page=2')
    expect(page2.reviews).toHaveLength(2)
    const newest = await listOf(product.id, '?sort=new')
    expect(newest.reviews[0]._id).toBe(ids[11])
    const high = await listOf(product.id, '?sort=high')
    expect(high.reviews[0].stars).toBe(5)
    const low = await listOf(product.id, '?sort=low')
    expect(low.reviews[0].stars).toBe(1)
    const fours = await listOf(product.id, '?stars=4')
    expect(fours.total).toBe(2)
    expect(fours.reviews.every((r: { stars: number }) => r.stars === 4)).toBe(true)
    const withPhotos = await listOf(product.id, '?withPhotos=true')
    expect(withPhotos.total).toBe(3)
    const first = (await listOf(product.id, '?sort=new&page=2')).reviews.at(-1)
    expect(first.text).toBe('Fits well & looks "great" — 5/5')
    expect(first.author).toBe('Buyer0 K.')

    for (const query of ['?sort=best', '?stars=6', '?withPhotos=yes', '?page=0']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/products/${product.id}/reviews${query}`,
      })
      expect(res.statusCode, query).toBe(400)
    }
  })
})

describe('moderation', () => {
  it('holds reviews with contacts or listed words, and the admin publishes, rejects and replies', async () => {
    expect(
      (
        await admin.call('PUT', '/admin/review-settings', {
          requestAfterDays: 3,
          heldWords: ['Fake'],
        })
      ).statusCode,
    ).toBe(200)
    const cases: Array<[string, string]> = [
      ['Call me on 98765 43210 for a discount', 'phone'],
      ['Cheaper at www.example.in', 'link'],
      ['Write to me at asha@example.com', 'email'],
      ['This is a fake brand', 'word'],
    ]
    const heldIds: string[] = []
    for (const [text, reason] of cases) {
      const who = await signUpShopper(t, 'Held Buyer')
      const id = await bought(who)
      const res = await review(who, id, { stars: 1, text })
      expect(res.statusCode).toBe(201)
      expect(res.json().data.status).toBe('held')
      expect((await listOf(id)).summary.count).toBe(0)
      await ratingOf(id).toEqual({ rating: 4.4, ratingCount: 0 })
      const queue = (await admin.call('GET', '/admin/reviews?status=held')).json().data
      const found = queue.reviews.find((r: { _id: string }) => r._id === res.json().data._id)
      expect(found.holdReasons).toContain(reason)
      heldIds.push(res.json().data._id)
    }
    expect((await asha.call('GET', '/admin/reviews')).statusCode).toBe(403)

    const published = await admin.call('PUT', `/admin/reviews/${heldIds[0]}`, {
      status: 'published',
      reply: 'Thank you for shopping with us',
    })
    expect(published.statusCode).toBe(200)
    const productId = Number(published.json().data.productId)
    expect((await listOf(productId)).reviews[0]).toMatchObject({
      reply: 'Thank you for shopping with us',
    })
    await ratingOf(productId).toEqual({ rating: 1, ratingCount: 1 })

    const noReason = await admin.call('PUT', `/admin/reviews/${heldIds[0]}`, { status: 'rejected' })
    expect(noReason.statusCode).toBe(400)
    const rejected = await admin.call('PUT', `/admin/reviews/${heldIds[0]}`, {
      status: 'rejected',
      reason: 'Phone numbers are not allowed in reviews',
    })
    expect(rejected.statusCode).toBe(200)
    await ratingOf(productId).toEqual({ rating: 4.4, ratingCount: 0 })
  })

  it('a report of photos holds the review; reports count once a shopper', async () => {
    const id = await bought(asha)
    const photo = await uploadPhoto(asha)
    const mine = (await review(asha, id, { stars: 5, photos: [photo] })).json().data
    expect(
      (await ravi.call('POST', `/reviews/${mine._id}/report`, { reason: 'text' })).statusCode,
    ).toBe(200)
    expect(
      (await ravi.call('POST', `/reviews/${mine._id}/report`, { reason: 'text' })).statusCode,
    ).toBe(200)
    expect(
      (await ravi.call('POST', `/reviews/${mine._id}/report`, { reason: 'rude' })).statusCode,
    ).toBe(400)
    expect((await listOf(id)).summary.count).toBe(1)
    const other = await signUpShopper(t, 'Kiran')
    await other.call('POST', `/reviews/${mine._id}/report`, { reason: 'photo' })
    expect((await listOf(id)).summary.count).toBe(0)
    const form = (await asha.call('GET', `/products/${id}/reviews/mine`)).json().data
    expect(form.review).toMatchObject({ status: 'held' })
    const queue = (await admin.call('GET', '/admin/reviews?status=held')).json().data
    const held = queue.reviews.find((r: { _id: string }) => r._id === mine._id)
    expect(held).toMatchObject({ holdReasons: ['photo_report'], reports: 2 })
  })

  it('shows the author why her review was rejected', async () => {
    const id = await bought(ravi)
    const mine = (await review(ravi, id, { stars: 3, text: 'ok' })).json().data
    await admin.call('PUT', `/admin/reviews/${mine._id}`, {
      status: 'rejected',
      reason: 'Not about the product',
    })
    const form = (await ravi.call('GET', `/products/${id}/reviews/mine`)).json().data
    expect(form.review).toMatchObject({ status: 'rejected', reason: 'Not about the product' })
    expect((await listOf(id)).reviews).toEqual([])
  })
})

describe('review request mail', () => {
  it('goes once per delivered line, some days after delivery, with the form and an unsubscribe link', async () => {
    const priya = await signUpShopper(t, 'Priya Shah')
    const id = await bought(priya)
    const orderItem = await t.db
      .selectFrom('order_items as i')
      .innerJoin('orders as o', 'o.id', 'i.order_id')
      .select(['i.id', 'o.id as orderId'])
      .where('i.product_id', '=', id)
      .where('o.user_id', '=', Number(priya.userId))
      .executeTakeFirstOrThrow()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await mailsTo(t, priya.email)).toEqual(
      expect.not.arrayContaining([
        expect.objectContaining({ subject: expect.stringContaining('Rate') }),
      ]),
    )
    const fourDaysAgo = new Date(Date.now() - 4 * 24 * 60 * 60 * 1000).toISOString()
    await t.db
      .updateTable('order_status_history')
      .set({ created_at: fourDaysAgo })
      .where('order_id', '=', orderItem.orderId)
      .execute()
    let requests: Awaited<ReturnType<typeof mailsTo>> = []
    for (let i = 0; i < 50 && requests.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      requests = (await mailsTo(t, priya.email)).filter((m) =>
        m.subject.includes('Rate this product'),
      )
    }
    expect(requests).toHaveLength(1)
    const mail = requests[0]
    expect(mail?.text).toContain(`/review/${id}`)
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(
      (await mailsTo(t, priya.email)).filter((m) => m.subject.includes('Rate this product')),
    ).toHaveLength(1)

    const token = /token=([^\s]+)/.exec(mail?.text ?? '')?.[1] ?? ''
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/v1/reviews/unsubscribe?token=1.${'a'.repeat(43)}`,
    })
    expect(bad.statusCode).toBe(400)
    const out = await t.app.inject({
      method: 'GET',
      url: `/api/v1/reviews/unsubscribe?token=${token}`,
    })
    expect(out.statusCode).toBe(200)
    const stored = await t.db.selectFrom('review_mail_optouts').select('user_id').execute()
    expect(stored.map((row) => row.user_id)).toContain(Number(priya.userId))
  })
})
