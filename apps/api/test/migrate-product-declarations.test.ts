import { afterAll, beforeAll, expect, it } from 'vitest'
import { type EarlierDb, createTestApp, type TestApp } from './helpers.js'
import { signInAdmin } from './sign-in.js'

// A catalogue made before legal declarations, migrated: each sub-category declares its name as
// the generic name, India as the origin (what every product page said), the saved seller as the
// manufacturer and the saved customer care; a product without a sub-category gets the same but
// no generic name, and the admin's list names what could not be filled.

const BEFORE = '2026_11_27_30_add_seller_contacts'
const at = '2026-11-26T09:00:00.000Z'

let t: TestApp
let kurtaId = 0
let loneId = 0
beforeAll(async () => {
  t = await createTestApp({
    earlier: {
      migration: BEFORE,
      fill: async (db: EarlierDb) => {
        await db
          .insertInto('store_settings')
          .values({
            id: 1,
            legal_name: 'Rang Textiles LLP',
            trade_name: 'Rang',
            gstin: '27AAPFU0939F1ZV',
            address: 'Linking Road, Mumbai 400050',
            state_code: '27',
            invoice_prefix: 'RT',
            return_window_days: 7,
            updated_by: null,
            updated_at: at,
          })
          .execute()
        await db
          .insertInto('seller_contacts')
          .values({
            id: 1,
            care_email: 'help@rang.in',
            care_phone: '1800 123 4567',
            care_hours: 'Mon-Sat, 9 AM-7 PM',
            grievance_name: 'Farhan Sheikh',
            grievance_designation: 'Grievance Officer',
            grievance_phone: '022 2640 1100',
            grievance_email: 'grievance@rang.in',
            updated_by: null,
            updated_at: at,
          })
          .execute()
        const sub = await db
          .insertInto('subcategories')
          .values({ name: 'Kurtas', image: '', created_at: at, updated_at: at })
          .returning('id')
          .executeTakeFirstOrThrow()
        const product = (name: string) =>
          db
            .insertInto('products')
            .values({ name, price_paise: 99_900, created_at: at, updated_at: at })
            .returning('id')
            .executeTakeFirstOrThrow()
        kurtaId = (await product('Cotton Kurta')).id
        loneId = (await product('Lone Dupatta')).id
        await db
          .insertInto('product_subcategories')
          .values({ product_id: kurtaId, subcategory_id: sub.id })
          .execute()
      },
    },
  })
})
afterAll(async () => t.close())

const store = {
  manufacturer: 'Rang Textiles LLP, Linking Road, Mumbai 400050',
  countryOfOrigin: 'India',
  consumerCare: 'help@rang.in, 1800 123 4567',
}

it("fills sub-categories from the store's details, and lone products the same", async () => {
  const sub = await t.db
    .selectFrom('subcategories')
    .select('declarations')
    .executeTakeFirstOrThrow()
  expect(JSON.parse(sub.declarations ?? 'null')).toEqual({ ...store, genericName: 'Kurtas' })
  const products = await t.db
    .selectFrom('products')
    .select(['id', 'declarations'])
    .orderBy('id')
    .execute()
  expect(products).toEqual([
    { id: kurtaId, declarations: null },
    { id: loneId, declarations: JSON.stringify(store) },
  ])
  const kurta = (await t.app.inject({ method: 'GET', url: `/api/v1/products/${kurtaId}` })).json()
  expect(kurta.declarations).toMatchObject({ ...store, genericName: 'Kurtas', missing: [] })
})

it('lists what it could not fill', async () => {
  const admin = await signInAdmin(t)
  const gaps = (await admin.call('GET', '/admin/products/declarations-missing')).json().data
  expect(gaps).toEqual({
    total: 1,
    products: [{ _id: String(loneId), name: 'Lone Dupatta', missing: ['genericName'] }],
  })
})
