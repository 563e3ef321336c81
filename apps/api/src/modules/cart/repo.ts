import { sql } from 'kysely'
import type { Db } from '../../db/index.js'
import type { CartItemRow } from '../../db/schema.js'

export async function listLines(db: Db, userId: number): Promise<CartItemRow[]> {
  return db
    .selectFrom('cart_items')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute()
}

export async function findLine(db: Db, userId: number, lineId: number) {
  return db
    .selectFrom('cart_items')
    .selectAll()
    .where('id', '=', lineId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
}

/** The user's line for a product in a size. */
export async function findLineFor(db: Db, userId: number, productId: number, size: string) {
  return db
    .selectFrom('cart_items')
    .select(['id', 'quantity'])
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .where('size', '=', size)
    .executeTakeFirst()
}

type NewLine = { userId: number; productId: number; size: string; quantity: number }

const lineValues = (line: NewLine, now: string) => ({
  user_id: line.userId,
  product_id: line.productId,
  size: line.size,
  quantity: line.quantity,
  created_at: now,
  updated_at: now,
})

/** One more unit: a new line, or the same line raised by one. */
export async function addOne(
  db: Db,
  line: { userId: number; productId: number; size: string },
  now: string,
) {
  await db
    .insertInto('cart_items')
    .values(lineValues({ ...line, quantity: 1 }, now))
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'product_id', 'size'])
        .doUpdateSet({ quantity: sql`cart_items.quantity + 1`, updated_at: now }),
    )
    .execute()
}

export async function insertLine(db: Db, line: NewLine, now: string) {
  await db.insertInto('cart_items').values(lineValues(line, now)).execute()
}

export async function setQuantity(db: Db, lineId: number, quantity: number, now: string) {
  await db
    .updateTable('cart_items')
    .set({ quantity, updated_at: now })
    .where('id', '=', lineId)
    .execute()
}

export async function deleteLine(db: Db, lineId: number) {
  await db.deleteFrom('cart_items').where('id', '=', lineId).execute()
}

export async function deleteLinesOf(db: Db, userId: number) {
  await db.deleteFrom('cart_items').where('user_id', '=', userId).execute()
}

/** Removes a user's lines for these products in these sizes. */
export async function deleteLinesFor(
  db: Db,
  userId: number,
  lines: Array<{ productId: number; size: string }>,
) {
  if (lines.length === 0) return
  await db
    .deleteFrom('cart_items')
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.or(
        lines.map((line) =>
          eb.and([eb('product_id', '=', line.productId), eb('size', '=', line.size)]),
        ),
      ),
    )
    .execute()
}

export async function deleteLinesOfProduct(db: Db, productId: number) {
  await db.deleteFrom('cart_items').where('product_id', '=', productId).execute()
}

export async function listLineIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('cart_items')
    .select('id')
    .where('user_id', '=', userId)
    .execute()
  return rows.map((row) => row.id)
}

export async function eraseCart(db: Db, userId: number) {
  await db.deleteFrom('cart_items').where('user_id', '=', userId).execute()
}
