import type { Address, AddressFields } from '@store/contract'
import type { Db } from '../../db/index.js'
import type { AddressRow } from '../../db/schema.js'
import { nowIso } from '../../db/sql.js'
import { badRequest, notFound } from '../../lib/errors.js'
import * as repo from './repo.js'
import { toAddress } from './to-http.js'

/**
 * Saved delivery addresses. Deleting only disables one: orders keep their own copy. An address's
 * PIN must exist and lie in its state (the invoice's place of supply is the state).
 */
export function createAddressService({
  db,
  placeProblem,
}: {
  db: Db
  /** Why a PIN and a state do not go together, or null (the delivery module's PIN directory). */
  placeProblem: (pincode: string, state: string) => string | null
}) {
  function assertPlace(fields: AddressFields) {
    const problem = placeProblem(fields.zip, fields.state)
    if (problem) throw badRequest(problem, 'VALIDATION_FAILED')
  }

  /** An active address of this user; anyone else's is as good as missing. */
  async function own(userId: number, addressId: number): Promise<AddressRow> {
    const row = await repo.findActive(db, userId, addressId)
    if (!row) throw notFound('Address not found')
    return row
  }

  return {
    /** In an account's erasure; orders no longer point at them by then. */
    erase: (trx: Db, userId: number) => repo.eraseAddresses(trx, userId),

    /** Where an order goes: one of the user's active addresses, written out on one line. */
    async forDelivery(userId: number, addressId: number) {
      const row = await own(userId, addressId)
      return {
        id: row.id,
        phone: row.phone,
        state: row.state,
        pincode: row.zip,
        oneLine: `${row.name}, ${row.city}, ${row.state}, ${row.country} - ${row.zip}`,
      }
    },

    async list(userId: number): Promise<Address[]> {
      return (await repo.listActive(db, userId)).map(toAddress)
    },

    /** Ids of the user's active addresses. */
    async ids(userId: number): Promise<number[]> {
      return (await repo.listActive(db, userId)).map((row) => row.id)
    },

    async create(userId: number, fields: AddressFields): Promise<Address> {
      assertPlace(fields)
      const now = nowIso()
      const row = await repo.insertAddress(db, {
        ...fields,
        user_id: userId,
        is_active: 1,
        created_at: now,
        updated_at: now,
      })
      return toAddress(row)
    },

    async update(userId: number, addressId: number, fields: AddressFields): Promise<Address> {
      await own(userId, addressId)
      assertPlace(fields)
      return toAddress(await repo.updateAddress(db, addressId, { ...fields, updated_at: nowIso() }))
    },

    async disable(userId: number, addressId: number) {
      await own(userId, addressId)
      await repo.updateAddress(db, addressId, { is_active: 0, updated_at: nowIso() })
    },
  }
}

export type AddressService = ReturnType<typeof createAddressService>
