import type { Address, AddressFields } from '@store/contract'
import type { Db } from '../../db/index.js'
import type { AddressRow } from '../../db/schema.js'
import { nowIso } from '../../db/sql.js'
import { notFound } from '../../lib/errors.js'

export const toAddress = (row: AddressRow): Address => ({
  _id: String(row.id),
  userId: String(row.user_id),
  name: row.name,
  city: row.city,
  state: row.state,
  country: row.country,
  zip: row.zip,
  phone: row.phone,
})

/** Saved delivery addresses. Deleting only disables one: orders keep their own copy. */
export function createAddressService({ db }: { db: Db }) {
  /** An active address of this user; anyone else's is as good as missing. */
  async function own(userId: number, addressId: number): Promise<AddressRow> {
    const row = await db
      .selectFrom('addresses')
      .selectAll()
      .where('id', '=', addressId)
      .where('user_id', '=', userId)
      .where('is_active', '=', 1)
      .executeTakeFirst()
    if (!row) throw notFound('Address not found')
    return row
  }

  return {
    own,

    async list(userId: number): Promise<Address[]> {
      const rows = await db
        .selectFrom('addresses')
        .selectAll()
        .where('user_id', '=', userId)
        .where('is_active', '=', 1)
        .orderBy('id')
        .execute()
      return rows.map(toAddress)
    },

    async create(userId: number, fields: AddressFields): Promise<Address> {
      const now = nowIso()
      const row = await db
        .insertInto('addresses')
        .values({ ...fields, user_id: userId, is_active: 1, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow()
      return toAddress(row)
    },

    async update(userId: number, addressId: number, fields: AddressFields): Promise<Address> {
      await own(userId, addressId)
      const row = await db
        .updateTable('addresses')
        .set({ ...fields, updated_at: nowIso() })
        .where('id', '=', addressId)
        .returningAll()
        .executeTakeFirstOrThrow()
      return toAddress(row)
    },

    async disable(userId: number, addressId: number) {
      await own(userId, addressId)
      await db
        .updateTable('addresses')
        .set({ is_active: 0, updated_at: nowIso() })
        .where('id', '=', addressId)
        .execute()
    },
  }
}

export type AddressService = ReturnType<typeof createAddressService>
