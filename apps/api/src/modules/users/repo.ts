import type { Insertable } from 'kysely'
import type { Db } from '../../db/index.js'
import type { UserRow, UserTable } from '../../db/schema.js'

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function findUserByMobile(db: Db, mobile: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('mobile', '=', mobile).executeTakeFirst()
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst()
}

export async function insertUser(db: Db, user: Insertable<UserTable>): Promise<UserRow> {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow()
}

export async function updateUser(
  db: Db,
  id: number,
  changes: Partial<
    Pick<
      UserRow,
      | 'name'
      | 'email'
      | 'mobile'
      | 'avatar'
      | 'last_login_date'
      | 'password_hash'
      | 'role'
      | 'status'
    >
  > & {
    updated_at: string
  },
) {
  await db.updateTable('users').set(changes).where('id', '=', id).execute()
}

/** Ends every session of a user: access tokens carry the old version and stop working. */
export async function bumpTokenVersion(db: Db, id: number) {
  await db
    .updateTable('users')
    .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
    .where('id', '=', id)
    .execute()
}

/** Ids of what belongs to the user, as the account's summary lists them. */
export async function listUserLinks(db: Db, userId: number) {
  const [addresses, cart, orders] = await Promise.all([
    db
      .selectFrom('addresses')
      .select('id')
      .where('user_id', '=', userId)
      .where('is_active', '=', 1)
      .execute(),
    db.selectFrom('cart_items').select('id').where('user_id', '=', userId).execute(),
    db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .execute(),
  ])
  const ids = (rows: Array<{ id: number }>) => rows.map((row) => String(row.id))
  return { addresses: ids(addresses), cart: ids(cart), orders: ids(orders) }
}
