import type { Db } from '../apps/api/src/db/index.js'

/** The review pages the bench asks for: every sort, a star filter, photos only, a deep page. */
export const REVIEW_QUERIES = [
  '',
  '?sort=new',
  '?sort=high',
  '?sort=low',
  '?stars=4',
  '?withPhotos=true',
  '?sort=new&page=150',
]

/**
 * `count` published reviews of one product by as many buyers (a fifth with a photo), with the
 * product's kept figures and rating as publishing them would have left them.
 */
export async function seedReviews(db: Db, count: number) {
  const now = new Date().toISOString()
  const product = await db
    .selectFrom('products')
    .select('id')
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow()
  const fits = ['small', 'true', 'large', null] as const
  const figures = {
    count,
    star_total: 0,
    stars: [0, 0, 0, 0, 0],
    fit: { small: 0, true: 0, large: 0 },
  }
  for (let start = 0; start < count; start += 500) {
    const size = Math.min(500, count - start)
    const users = await db
      .insertInto('users')
      .values(
        Array.from({ length: size }, (_, i) => ({
          name: `Reviewer${start + i} Sharma`,
          email: `reviewer${start + i}@bench.example`,
          mobile: String(7_000_000_000 + start + i),
          password_hash: 'x',
          avatar: '',
          verify_email: 1,
          last_login_date: null,
          status: 'Active',
          role: 'USER',
          created_at: now,
          updated_at: now,
        })),
      )
      .returning('id')
      .execute()
    await db
      .insertInto('reviews')
      .values(
        users.map(({ id }, i) => {
          const n = start + i
          const stars = ((n * 7) % 5) + 1
          const fit = fits[n % 4] ?? null
          figures.star_total += stars
          figures.stars[stars - 1] = (figures.stars[stars - 1] ?? 0) + 1
          if (fit) figures.fit[fit] += 1
          const photos = n % 5 === 0 ? [`/images/${n.toString(16).padStart(24, '0')}.webp`] : []
          return {
            product_id: product.id,
            user_id: id,
            order_item_id: n + 1,
            size: 'M',
            author: 'Reviewer S.',
            stars,
            title: 'Good fit',
            text: 'Nice cotton, colour as shown. Fits well after one wash, would buy again for Diwali.',
            photos: JSON.stringify(photos),
            has_photos: photos.length > 0 ? 1 : 0,
            fit,
            status: 'published',
            hold_reasons: '',
            reason: null,
            reply: null,
            helpful: n % 37,
            reports: 0,
            created_at: now,
            updated_at: now,
          }
        }),
      )
      .execute()
  }
  await db
    .insertInto('review_figures')
    .values({
      product_id: product.id,
      count,
      star_total: figures.star_total,
      stars_1: figures.stars[0],
      stars_2: figures.stars[1],
      stars_3: figures.stars[2],
      stars_4: figures.stars[3],
      stars_5: figures.stars[4],
      fit_small: figures.fit.small,
      fit_true: figures.fit.true,
      fit_large: figures.fit.large,
    })
    .execute()
  await db
    .updateTable('products')
    .set({ rating: figures.star_total / count, rating_count: count })
    .where('id', '=', product.id)
    .execute()
  return product.id
}
