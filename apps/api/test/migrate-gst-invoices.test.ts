import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type EarlierDb, createTestApp, type TestApp } from './helpers.js'
import { signInAdmin } from './sign-in.js'

// A database at the schema before GST invoices, with sub-categories and shipped orders, then
// migrated: sub-categories get the HSN their name suggests, orders the state their address
// names, nothing else changes, and once the settings are saved the shipped orders get invoices.

const BEFORE = '2026_11_24_02_add_sales_figures'
const now = '2026-11-20T10:00:00.000Z'

const SUBCATEGORIES = ['T-Shirts', 'Sarees', 'Odd Things']
const ORDERS = [
  {
    number: 'KK-261120-AAAAAA',
    status: 'Shipped',
    address: 'Flat 4, 2nd Cross, Mysuru, Karnataka, India - 570001',
  },
  {
    number: 'KK-261120-BBBBBB',
    status: 'Delivered',
    address: '9 Park Street, Kolkata, West Bengal, India - 700016',
  },
  { number: 'KK-261120-CCCCCC', status: 'Pending', address: 'Pune' },
]

async function fill(db: EarlierDb) {
  const user = await db
    .insertInto('users')
    .values({
      name: 'Old Shopper',
      email: 'old@example.in',
      mobile: '9800000001',
      password_hash: 'x',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  for (const name of SUBCATEGORIES) {
    await db
      .insertInto('subcategories')
      .values({ name, image: '', created_at: now, updated_at: now })
      .execute()
  }
  const tees = await db
    .selectFrom('subcategories')
    .select('id')
    .where('name', '=', 'T-Shirts')
    .executeTakeFirstOrThrow()
  const product = await db
    .insertInto('products')
    .values({
      name: 'Old Tee',
      price_paise: 104_900,
      stock: 10,
      sizes: '[]',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db
    .insertInto('product_subcategories')
    .values({ product_id: product.id, subcategory_id: tees.id })
    .execute()
  for (const order of ORDERS) {
    const row = await db
      .insertInto('orders')
      .values({
        order_number: order.number,
        user_id: user.id,
        status: order.status,
        total_paise: 104_900,
        consignee_name: 'Old Shopper',
        consignee_phone: '9800000001',
        shipping_address: order.address,
        payment_method: 'Cash on Delivery',
        payment_by: 'Cash on Delivery',
        payment_txn_no: 'N/A',
        payment_txn_status: 'Pending',
        delivery_instructions: '[]',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db
      .insertInto('order_items')
      .values({
        order_id: row.id,
        product_id: product.id,
        name: 'Old Tee',
        image: '',
        description: '',
        size: 'Free Size',
        quantity: 1,
        unit_price_paise: 104_900,
        mrp_paise: 104_900,
        discount: 0,
      })
      .execute()
  }
}

let t: TestApp

beforeAll(async () => {
  t = await createTestApp({ earlier: { migration: BEFORE, fill } })
})
afterAll(async () => t.close())

describe('the GST invoices migration', () => {
  it('gives sub-categories their HSN and orders their delivery state, changing nothing else', async () => {
    const subs = await t.db
      .selectFrom('subcategories')
      .select(['name', 'hsn_code'])
      .orderBy('id')
      .execute()
    expect(subs).toEqual([
      { name: 'T-Shirts', hsn_code: '6109' },
      { name: 'Sarees', hsn_code: '5208' },
      { name: 'Odd Things', hsn_code: null },
    ])
    const orders = await t.db
      .selectFrom('orders')
      .select([
        'order_number',
        'status',
        'total_paise',
        'shipping_address',
        'delivery_state',
        'buyer_gstin',
      ])
      .orderBy('id')
      .execute()
    expect(orders).toEqual(
      ORDERS.map((o, i) => ({
        order_number: o.number,
        status: o.status,
        total_paise: 104_900,
        shipping_address: o.address,
        delivery_state: ['Karnataka', 'West Bengal', ''][i],
        buyer_gstin: null,
      })),
    )
    expect(await t.db.selectFrom('invoices').selectAll().execute()).toEqual([])
    expect(await t.db.selectFrom('products').select('hsn_code').execute()).toEqual([
      { hsn_code: null },
    ])
  })

  it('issues invoices for the shipped orders once the settings are saved', async () => {
    const admin = await signInAdmin(t)
    const res = await admin.call('PUT', '/admin/settings', {
      legalName: 'Kapda Retail Private Limited',
      tradeName: 'KapdaKart',
      gstin: '29AABCK1234L1ZI',
      address: 'Koramangala, Bengaluru 560034',
      stateCode: '29',
      invoicePrefix: 'KK',
      returnWindowDays: 10,
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.invoicesIssued).toBe(2)
    const invoices = await t.db
      .selectFrom('invoices')
      .select(['sequence', 'place_of_supply', 'intra_state', 'cgst_paise', 'igst_paise'])
      .orderBy('sequence')
      .execute()
    expect(invoices).toEqual([
      {
        sequence: 1,
        place_of_supply: 'Karnataka',
        intra_state: 1,
        cgst_paise: 2_498,
        igst_paise: 0,
      },
      {
        sequence: 2,
        place_of_supply: 'West Bengal',
        intra_state: 0,
        cgst_paise: 0,
        igst_paise: 4_995,
      },
    ])
    const lines = await t.db.selectFrom('invoice_lines').select('hsn').execute()
    expect(lines).toEqual([{ hsn: '6109' }, { hsn: '6109' }])
    const again = await admin.call('PUT', '/admin/settings', {
      ...JSON.parse(res.payload).data.settings,
      isExample: undefined,
      state: undefined,
      source: undefined,
    })
    expect(again.json().data?.invoicesIssued ?? again.statusCode).toBe(0)
  })
})
