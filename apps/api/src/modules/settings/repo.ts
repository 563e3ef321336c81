import type { Insertable } from 'kysely'
import type { Db } from '../../db/index.js'
import type { SellerContactsTable, StoreSettingsTable } from '../../db/schema.js'

export async function findSettings(db: Db) {
  return db.selectFrom('store_settings').selectAll().where('id', '=', 1).executeTakeFirst()
}

export async function saveSettings(db: Db, row: Insertable<StoreSettingsTable>) {
  const changes: Partial<Insertable<StoreSettingsTable>> = { ...row }
  delete changes.id
  await db
    .insertInto('store_settings')
    .values(row)
    .onConflict((oc) => oc.column('id').doUpdateSet(changes))
    .execute()
}

export async function findSellerContacts(db: Db) {
  return db.selectFrom('seller_contacts').selectAll().where('id', '=', 1).executeTakeFirst()
}

export async function saveSellerContacts(db: Db, row: Insertable<SellerContactsTable>) {
  const changes: Partial<Insertable<SellerContactsTable>> = { ...row }
  delete changes.id
  await db
    .insertInto('seller_contacts')
    .values(row)
    .onConflict((oc) => oc.column('id').doUpdateSet(changes))
    .execute()
}
