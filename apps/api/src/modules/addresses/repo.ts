import type { Insertable } from 'kysely'
import type { Db } from '../../db/index.js'
import type { AddressRow, AddressTable } from '../../db/schema.js'

type AddressFieldsRow = Pick<AddressRow, 'name' | 'city' | 'state' | 'country' | 'zip' | 'phone'>

/** An active address of this user. */
export async function findActive(db: Db, userId: number, addressId: number) {
  return db
    .selectFrom('addresses')
    .selectAll()
    .where('id', '=', addressId)
    .where('user_id', '=', userId)
    .where('is_active', '=', 1)
    .executeTakeFirst()
}

export async function listActive(db: Db, userId: number): Promise<AddressRow[]> {
  return db
    .selectFrom('addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .where('is_active', '=', 1)
    .orderBy('id')
    .execute()
}

export async function insertAddress(db: Db, address: Insertable<AddressTable>) {
  return db.insertInto('addresses').values(address).returningAll().executeTakeFirstOrThrow()
}

export async function updateAddress(
  db: Db,
  addressId: number,
  changes: Partial<AddressFieldsRow> & { updated_at: string; is_active?: number },
) {
  return db
    .updateTable('addresses')
    .set(changes)
    .where('id', '=', addressId)
    .returningAll()
    .executeTakeFirstOrThrow()
}

/** An erased account's addresses go, used ones too (orders keep their own copies). */
export async function eraseAddresses(db: Db, userId: number) {
  await db.deleteFrom('addresses').where('user_id', '=', userId).execute()
}
