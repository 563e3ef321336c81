import { afterAll, beforeAll, expect, it } from 'vitest'
import { type EarlierDb, createTestApp, type TestApp } from './helpers.js'

// A store from before grievances, migrated: its accounts, seller contacts and return photos are
// as they were, the grievance tables start empty, and a grievance can be written at once.

const BEFORE = '2026_11_27_40_add_product_declarations'
const at = '2026-11-27T09:00:00.000Z'
const user = {
  name: 'Asha',
  email: 'asha.griev@example.in',
  mobile: '9800000002',
  password_hash: 'x',
  created_at: at,
  updated_at: at,
}
const contacts = {
  id: 1,
  care_email: 'care@example.in',
  care_phone: '080 4719 2000',
  care_hours: 'Mon-Sat, 10 AM-6 PM',
  grievance_name: 'Meera Iyer',
  grievance_designation: 'Grievance Officer',
  grievance_phone: '080 4719 2010',
  grievance_email: 'grievance@example.in',
  updated_by: null,
  updated_at: at,
}

let t: TestApp
let userId = 0

beforeAll(async () => {
  t = await createTestApp({
    earlier: {
      migration: BEFORE,
      fill: async (db: EarlierDb) => {
        userId = (
          await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow()
        ).id as number
        await db.insertInto('seller_contacts').values(contacts).execute()
        await db
          .insertInto('return_photos')
          .values({ user_id: userId, url: '/images/aaaaaaaaaaaaaaaaaaaaaaaa.webp', created_at: at })
          .execute()
      },
    },
  })
})
afterAll(async () => t.close())

it('keeps what was there and starts the grievances empty', async () => {
  expect(
    await t.db
      .selectFrom('users')
      .select(Object.keys(user) as Array<keyof typeof user>)
      .execute(),
  ).toEqual([user])
  expect(await t.db.selectFrom('seller_contacts').selectAll().execute()).toEqual([contacts])
  expect(await t.db.selectFrom('return_photos').select(['user_id', 'url']).execute()).toEqual([
    { user_id: userId, url: '/images/aaaaaaaaaaaaaaaaaaaaaaaa.webp' },
  ])
  for (const table of ['grievances', 'grievance_messages', 'grievance_photos'] as const) {
    expect(await t.db.selectFrom(table).selectAll().execute()).toEqual([])
  }
  await t.db
    .insertInto('grievances')
    .values({
      ticket: 'GRV-2026-000001',
      user_id: userId,
      type: 'other',
      text: 'Hello',
      order_id: null,
      order_number: null,
      return_id: null,
      status: 'open',
      resolution: null,
      created_at: at,
      acknowledge_by: at,
      resolve_by: at,
      acknowledged_at: null,
      acknowledged_by_user: null,
      resolved_at: null,
      resolved_by_user: null,
      updated_at: at,
    })
    .execute()
  expect(await t.db.selectFrom('grievances').select(['ticket', 'photos']).execute()).toEqual([
    { ticket: 'GRV-2026-000001', photos: '[]' },
  ])
})
