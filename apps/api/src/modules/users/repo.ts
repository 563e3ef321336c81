import { type Insertable, sql } from 'kysely'
import type { Db } from '../../db/index.js'
import { afterPrefix } from '../../db/sql.js'
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

export async function findContacts(db: Db, ids: number[]) {
  if (ids.length === 0) return []
  return db
    .selectFrom('users')
    .select(['id', 'name', 'mobile', 'email'])
    .where('id', 'in', ids)
    .execute()
}

/** Ids of up to `limit` users whose mobile number starts with `digits`: a range of its index. */
export async function idsWithMobilePrefix(db: Db, digits: string, limit: number) {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('mobile', '>=', digits)
    .where('mobile', '<', afterPrefix(digits))
    .orderBy('mobile')
    .limit(limit)
    .execute()
  return rows.map((row) => row.id)
}

/**
 * Ids of the users whose mobile number or name contains `pattern` (a LIKE pattern, escaped with
 * a backslash), as a subquery other modules' queries can filter on.
 */
export async function idsMatching(db: Db, pattern: string, limit: number) {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('mobile', 'like', sql<string>`${pattern} escape '\\'`),
        eb(sql<string>`lower(name)`, 'like', sql<string>`${pattern} escape '\\'`),
      ]),
    )
    .orderBy('id')
    .limit(limit)
    .execute()
  return rows.map((row) => row.id)
}

/**
 * Irreversibly anonymises an account (decision 078): the row stays for the orders and invoices
 * that point at it, with nothing of hers; her mobile number and e-mail are free to register again,
 * no password matches, and every token stops working.
 */
export async function anonymise(db: Db, id: number, at: string) {
  await db
    .updateTable('users')
    .set((eb) => ({
      name: ERASED_NAME,
      email: `erased-${id}@erased.invalid`,
      mobile: `erased-${id}`,
      password_hash: '',
      avatar: '',
      verify_email: 0,
      last_login_date: null,
      status: 'Erased',
      token_version: eb('token_version', '+', 1),
      updated_at: at,
    }))
    .where('id', '=', id)
    .execute()
}

export const ERASED_NAME = 'Erased account'
