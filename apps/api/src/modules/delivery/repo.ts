import type { Insertable } from 'kysely'
import type { Db } from '../../db/index.js'
import type { DeliveryPincodeTable, DeliverySettingsTable } from '../../db/schema.js'

export const findSettings = (db: Db) =>
  db.selectFrom('delivery_settings').selectAll().where('id', '=', 1).executeTakeFirst()

export async function saveSettings(db: Db, row: Insertable<DeliverySettingsTable>) {
  const changes: Partial<Insertable<DeliverySettingsTable>> = { ...row }
  delete changes.id
  await db
    .insertInto('delivery_settings')
    .values(row)
    .onConflict((oc) => oc.column('id').doUpdateSet(changes))
    .execute()
}

export const findPincode = (db: Db, pincode: string) =>
  db.selectFrom('delivery_pincodes').selectAll().where('pincode', '=', pincode).executeTakeFirst()

export const listPincodes = (db: Db) =>
  db.selectFrom('delivery_pincodes').selectAll().orderBy('pincode').execute()

export async function listIsEmpty(db: Db) {
  const row = await db.selectFrom('delivery_pincodes').select('pincode').limit(1).executeTakeFirst()
  return row === undefined
}

export async function pincodeCounts(db: Db) {
  const row = await db
    .selectFrom('delivery_pincodes')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('total'),
      eb.fn.sum<number | string | null>('prepaid').as('prepaid'),
      eb.fn.sum<number | string | null>('cod').as('cod'),
    ])
    .executeTakeFirstOrThrow()
  return { total: Number(row.total), prepaid: Number(row.prepaid ?? 0), cod: Number(row.cod ?? 0) }
}

export async function notServedCount(db: Db) {
  const row = await db
    .selectFrom('delivery_pincodes')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('prepaid', '=', 0)
    .where('cod', '=', 0)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/** Replaces the whole list, in the caller's transaction. */
export async function replacePincodes(trx: Db, rows: DeliveryPincodeTable[]) {
  await trx.deleteFrom('delivery_pincodes').execute()
  // 4 values a row: 500 rows stay well under SQLite's and PostgreSQL's bound-parameter limits.
  for (let start = 0; start < rows.length; start += 500) {
    await trx
      .insertInto('delivery_pincodes')
      .values(rows.slice(start, start + 500))
      .execute()
  }
}

export const lastUpload = (db: Db) =>
  db.selectFrom('delivery_pincode_uploads').selectAll().where('id', '=', 1).executeTakeFirst()

export async function recordUpload(trx: Db, adminId: number, at: string) {
  await trx
    .insertInto('delivery_pincode_uploads')
    .values({ id: 1, uploaded_by: adminId, uploaded_at: at })
    .onConflict((oc) => oc.column('id').doUpdateSet({ uploaded_by: adminId, uploaded_at: at }))
    .execute()
}

export const findReinstatement = (db: Db, userId: number) =>
  db.selectFrom('cod_reinstatements').selectAll().where('user_id', '=', userId).executeTakeFirst()

export async function reinstate(db: Db, userId: number, adminId: number, at: string) {
  await db
    .insertInto('cod_reinstatements')
    .values({ user_id: userId, reinstated_by: adminId, reinstated_at: at })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ reinstated_by: adminId, reinstated_at: at }),
    )
    .execute()
}

export async function eraseCodReinstatements(db: Db, userId: number) {
  await db.deleteFrom('cod_reinstatements').where('user_id', '=', userId).execute()
}
