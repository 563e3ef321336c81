import type { Insertable } from 'kysely'
import type { Db } from '../../db/index.js'
import type { StoreCreditEntryTable } from '../../db/schema.js'

export async function balanceOf(db: Db, userId: number) {
  const row = await db
    .selectFrom('store_credit_accounts')
    .select('balance_paise')
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return row ? Number(row.balance_paise) : 0
}

/** Adds to a balance, opening the account on its first credit. */
export async function addToBalance(db: Db, userId: number, paise: number, now: string) {
  await db
    .insertInto('store_credit_accounts')
    .values({ user_id: userId, balance_paise: paise, updated_at: now })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet((eb) => ({
        balance_paise: eb(
          'store_credit_accounts.balance_paise',
          '+',
          eb.ref('excluded.balance_paise'),
        ),
        updated_at: now,
      })),
    )
    .execute()
}

/** Takes `paise` off a balance only if it still holds that much; false when it does not. */
export async function takeFromBalance(db: Db, userId: number, paise: number, now: string) {
  const result = await db
    .updateTable('store_credit_accounts')
    .set((eb) => ({ balance_paise: eb('balance_paise', '-', paise), updated_at: now }))
    .where('user_id', '=', userId)
    .where('balance_paise', '>=', paise)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function insertEntry(db: Db, entry: Insertable<StoreCreditEntryTable>) {
  await db.insertInto('store_credit_entries').values(entry).execute()
}

export async function listEntries(db: Db, userId: number) {
  return db
    .selectFrom('store_credit_entries')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(200)
    .execute()
}

export async function findSpend(db: Db, orderId: number) {
  return db
    .selectFrom('store_credit_entries')
    .selectAll()
    .where('kind', '=', 'spent')
    .where('order_id', '=', orderId)
    .executeTakeFirst()
}
