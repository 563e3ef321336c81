import { type CartLine, DEFAULT_SIZE, LIMITS } from '@store/contract'
import { sql } from 'kysely'
import type { Db } from '../../db/index.js'
import type { ProductRow } from '../../db/schema.js'
import { nowIso, parseJson } from '../../db/sql.js'
import { badRequest, conflict, notFound } from '../../lib/errors.js'
import { toRupees } from '../../lib/money.js'

export type GuestLine = { productId: string; size: string; quantity: number }

/** The most units one line may hold: what is left, and never more than the per-line cap. */
const lineCap = (product: Pick<ProductRow, 'stock'>) => Math.min(product.stock, LIMITS.cartLineMax)

/** A size must be one the product offers; a product without sizes takes only 'Free Size'. */
function offersSize(product: Pick<ProductRow, 'sizes'>, size: string) {
  const sizes = parseJson<string[]>(product.sizes, [])
  return sizes.length > 0 ? sizes.includes(size) : size === DEFAULT_SIZE
}

export function assertSizeOffered(product: Pick<ProductRow, 'sizes' | 'name'>, size: string) {
  if (!offersSize(product, size))
    throw badRequest(`size ${size} is not offered for ${product.name}`)
}

/** A product still on sale, or nothing. */
const findLiveProduct = (db: Db, productId: number) =>
  db
    .selectFrom('products')
    .selectAll()
    .where('id', '=', productId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()

/** 'Out of stock' or 'Only N left', for a quantity the shelf cannot fill. */
export function shortOfStock(product: Pick<ProductRow, 'stock' | 'name'>) {
  return conflict(
    product.stock === 0
      ? `${product.name} is out of stock`
      : `Only ${product.stock} left of ${product.name}`,
    'OUT_OF_STOCK',
  )
}

/** The server's cart: one line per product and size, shown only while the product is live. */
export function createCartService({ db }: { db: Db }) {
  async function liveProduct(productId: number) {
    const product = await findLiveProduct(db, productId)
    if (!product) throw notFound('Product not found')
    return product
  }

  async function ownLine(userId: number, lineId: number) {
    const line = await db
      .selectFrom('cart_items')
      .selectAll()
      .where('id', '=', lineId)
      .where('user_id', '=', userId)
      .executeTakeFirst()
    if (!line) throw notFound('Cart item not found')
    return line
  }

  function checkQuantity(product: ProductRow, quantity: number) {
    if (quantity > product.stock) throw shortOfStock(product)
    if (quantity > LIMITS.cartLineMax) {
      throw badRequest(`qty must be at most ${LIMITS.cartLineMax}`)
    }
  }

  return {
    async list(userId: number): Promise<CartLine[]> {
      const rows = await db
        .selectFrom('cart_items as c')
        .innerJoin('products as p', 'p.id', 'c.product_id')
        .where('c.user_id', '=', userId)
        .where('p.deleted_at', 'is', null)
        .select([
          'c.id',
          'c.quantity',
          'c.size',
          'p.id as product_id',
          'p.name',
          'p.images',
          'p.unit',
          'p.price_paise',
          'p.discount',
          'p.vendor_id',
          'p.stock',
          'p.sizes',
        ])
        .orderBy('c.id')
        .execute()
      return rows.map((row) => ({
        _id: String(row.id),
        userId: String(userId),
        quantity: row.quantity,
        size: row.size,
        productId: {
          _id: String(row.product_id),
          name: row.name,
          image: parseJson<string[]>(row.images, []),
          unit: row.unit,
          price: toRupees(row.price_paise),
          discount: row.discount,
          vendorId: row.vendor_id,
          stock: row.stock,
          sizes: parseJson<string[]>(row.sizes, []),
        },
      }))
    },

    /** One more unit of a product in a size: a new line, or the same line raised by one. */
    async add(userId: number, productId: number, size: string) {
      const product = await liveProduct(productId)
      assertSizeOffered(product, size)
      const line = await db
        .selectFrom('cart_items')
        .select('quantity')
        .where('user_id', '=', userId)
        .where('product_id', '=', productId)
        .where('size', '=', size)
        .executeTakeFirst()
      checkQuantity(product, (line?.quantity ?? 0) + 1)
      const now = nowIso()
      await db
        .insertInto('cart_items')
        .values({
          user_id: userId,
          product_id: productId,
          size,
          quantity: 1,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'product_id', 'size'])
            .doUpdateSet({ quantity: sql`cart_items.quantity + 1`, updated_at: now }),
        )
        .execute()
    },

    async setQuantity(userId: number, lineId: number, quantity: number) {
      const line = await ownLine(userId, lineId)
      checkQuantity(await liveProduct(line.product_id), quantity)
      await db
        .updateTable('cart_items')
        .set({ quantity, updated_at: nowIso() })
        .where('id', '=', line.id)
        .execute()
    },

    async remove(userId: number, lineId: number) {
      const line = await ownLine(userId, lineId)
      await db.deleteFrom('cart_items').where('id', '=', line.id).execute()
    },

    async reset(userId: number) {
      await db.deleteFrom('cart_items').where('user_id', '=', userId).execute()
    },

    /**
     * Adds a cart filled before login: quantities add up, capped at what is left. Lines whose
     * product is gone, sold out or not offered in that size are dropped, as the shop no longer
     * sells them.
     */
    async merge(userId: number, lines: GuestLine[]) {
      await db.transaction().execute(async (trx) => {
        for (const guest of lines) {
          const product = await findLiveProduct(trx, Number(guest.productId))
          if (!product || lineCap(product) === 0 || !offersSize(product, guest.size)) continue
          const existing = await trx
            .selectFrom('cart_items')
            .select(['id', 'quantity'])
            .where('user_id', '=', userId)
            .where('product_id', '=', product.id)
            .where('size', '=', guest.size)
            .executeTakeFirst()
          const quantity = Math.min((existing?.quantity ?? 0) + guest.quantity, lineCap(product))
          const now = nowIso()
          if (existing) {
            await trx
              .updateTable('cart_items')
              .set({ quantity, updated_at: now })
              .where('id', '=', existing.id)
              .execute()
          } else {
            await trx
              .insertInto('cart_items')
              .values({
                user_id: userId,
                product_id: product.id,
                size: guest.size,
                quantity,
                created_at: now,
                updated_at: now,
              })
              .execute()
          }
        }
      })
    },
  }
}

export type CartService = ReturnType<typeof createCartService>
