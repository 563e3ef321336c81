import { type Kysely, PostgresAdapter, sql } from 'kysely'

// Frozen in time: this file never imports application code.
//
// Kept sales figures, so the admin's overview, order counts and paging read a few hundred rows
// instead of every order. `order_day_totals` holds, per day in India (the day the order was
// placed) and per current status, how many orders there are and what they are worth;
// `product_sales` holds the units of each product in orders that are not cancelled. Both are
// filled here from the orders already placed and kept up to date in the transaction of every
// placement and status move from now on. Order numbers get an index in byte order on
// PostgreSQL, so a search by the start of an order number is a range scan whatever the
// database's collation (SQLite's unique index is in byte order already).

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000
const istDay = (iso: string) => new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(0, 10)
const BATCH = 5000

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_day_totals')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('orders', 'integer', (c) => c.notNull())
    .addColumn('revenue_paise', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_day_totals_pk', ['day', 'status'])
    .execute()
  await db.schema
    .createTable('product_sales')
    .addColumn('product_id', 'integer', (c) => c.primaryKey())
    .addColumn('units', 'integer', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('product_sales_best')
    .on('product_sales')
    .columns(['units desc', 'product_id'])
    .execute()
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create index orders_number_bytes on orders (order_number collate "C")`.execute(db)
  }

  const days = new Map<string, { day: string; status: string; orders: number; revenue: number }>()
  const cancelled = new Set<number>()
  let after = 0
  for (;;) {
    const orders = await db
      .selectFrom('orders')
      .select(['id', 'status', 'total_paise', 'created_at'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .$castTo<{ id: number; status: string; total_paise: number; created_at: string }>()
      .execute()
    const lastOrder = orders.at(-1)
    if (!lastOrder) break
    for (const order of orders) {
      const day = istDay(order.created_at)
      const key = `${day} ${order.status}`
      const total = days.get(key) ?? { day, status: order.status, orders: 0, revenue: 0 }
      total.orders += 1
      total.revenue += Number(order.total_paise)
      days.set(key, total)
      if (order.status === 'Cancelled') cancelled.add(order.id)
    }
    after = lastOrder.id
  }
  const rows = [...days.values()].map((t) => ({
    day: t.day,
    status: t.status,
    orders: t.orders,
    revenue_paise: t.revenue,
  }))
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('order_day_totals')
      .values(rows.slice(i, i + 500))
      .execute()
  }

  const units = new Map<number, number>()
  after = 0
  for (;;) {
    const lines = await db
      .selectFrom('order_items')
      .select(['id', 'order_id', 'product_id', 'quantity'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .$castTo<{ id: number; order_id: number; product_id: number; quantity: number }>()
      .execute()
    const lastLine = lines.at(-1)
    if (!lastLine) break
    for (const line of lines) {
      if (cancelled.has(line.order_id)) continue
      units.set(line.product_id, (units.get(line.product_id) ?? 0) + Number(line.quantity))
    }
    after = lastLine.id
  }
  const sales = [...units].map(([product_id, sold]) => ({ product_id, units: sold }))
  for (let i = 0; i < sales.length; i += 500) {
    await db
      .insertInto('product_sales')
      .values(sales.slice(i, i + 500))
      .execute()
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('product_sales').execute()
  await db.schema.dropTable('order_day_totals').execute()
}
