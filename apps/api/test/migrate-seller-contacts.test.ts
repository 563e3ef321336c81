import { afterAll, beforeAll, expect, it } from 'vitest'
import { type EarlierDb, createTestApp, type TestApp } from './helpers.js'

// A store whose seller was saved before customer care and the grievance officer existed: its
// settings stay as they were, and the contacts start unsaved (the seller page shows them as
// missing until an admin saves them).

const BEFORE = '2026_11_26_20_add_delivery'
const settings = {
  id: 1,
  legal_name: 'Rang Textiles LLP',
  trade_name: 'Rang',
  gstin: '27AAPFU0939F1ZV',
  address: 'Linking Road, Mumbai 400050',
  state_code: '27',
  invoice_prefix: 'RT',
  return_window_days: 10,
  updated_by: null,
  updated_at: '2026-11-26T09:00:00.000Z',
}

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({
    earlier: {
      migration: BEFORE,
      fill: async (db: EarlierDb) => {
        await db.insertInto('store_settings').values(settings).execute()
      },
    },
  })
})
afterAll(async () => t.close())

it('keeps the saved seller and starts with no contacts', async () => {
  expect(await t.db.selectFrom('store_settings').selectAll().execute()).toEqual([settings])
  expect(await t.db.selectFrom('seller_contacts').selectAll().execute()).toEqual([])
  const seller = await t.app.inject({ method: 'GET', url: '/api/v1/seller' })
  expect(seller.json().data).toMatchObject({
    legalName: 'Rang Textiles LLP',
    customerCare: null,
    grievanceOfficer: null,
  })
})
