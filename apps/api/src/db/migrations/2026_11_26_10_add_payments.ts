import { type Kysely, PostgresAdapter } from 'kysely'

// Frozen in time: this file never imports application code.
//
// Online payment through Razorpay (decision 069). An online order has one payment row: the
// Razorpay order it is paid through and its state. Refunds to the original method are rows the
// refund sender works through; captured payments that paid no order (a wrong amount, a second
// payment, one after the order expired) are kept and refunded; webhook event ids are kept so a
// repeated event changes nothing twice. Existing orders are all Cash on Delivery: no rows, and
// their invoices say so.

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  const time = 'varchar(40)'
  // The tax invoice says how the order was paid; every invoice so far is of a cash order.
  await db.schema
    .alterTable('invoices')
    .addColumn('payment_mode', 'varchar(20)', (col) => col.notNull().defaultTo('Cash on Delivery'))
    .execute()
  await db.schema
    .createTable('payments')
    .addColumn('order_id', 'integer', (col) => col.primaryKey().references('orders.id'))
    .addColumn('razorpay_order_id', 'varchar(60)', (col) => col.unique())
    // The order number, sent to Razorpay as the order's receipt.
    .addColumn('receipt', 'varchar(40)', (col) => col.notNull())
    .addColumn('amount_paise', 'integer', (col) => col.notNull())
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    .addColumn('status', 'varchar(12)', (col) => col.notNull())
    .addColumn('payment_id', 'varchar(60)', (col) => col.unique())
    .addColumn('method', 'varchar(30)')
    .addColumn('failure_reason', 'varchar(500)')
    .addColumn('expires_at', time, (col) => col.notNull())
    .addColumn('checked_at', time)
    .addColumn('paid_at', time)
    .addColumn('created_at', time, (col) => col.notNull())
    .addColumn('updated_at', time, (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('payments_by_status')
    .on('payments')
    .columns(['status', 'created_at'])
    .execute()

  await db.schema
    .createTable('payment_refunds')
    .addColumn('id', 'integer', (col) =>
      postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id'))
    .addColumn('return_id', 'integer')
    .addColumn('payment_id', 'varchar(60)', (col) => col.notNull())
    .addColumn('amount_paise', 'integer', (col) => col.notNull())
    .addColumn('reason', 'varchar(12)', (col) => col.notNull())
    .addColumn('receipt', 'varchar(60)', (col) => col.notNull().unique())
    .addColumn('status', 'varchar(12)', (col) => col.notNull())
    .addColumn('refund_id', 'varchar(60)', (col) => col.unique())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    // Refunds Razorpay refused so far: the next try is a new refund under a new idempotency key.
    .addColumn('generation', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', time, (col) => col.notNull())
    .addColumn('claimed_until', time)
    .addColumn('last_error', 'varchar(500)')
    .addColumn('created_at', time, (col) => col.notNull())
    .addColumn('updated_at', time, (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('payment_refunds_of_order')
    .on('payment_refunds')
    .column('order_id')
    .execute()
  await db.schema
    .createIndex('payment_refunds_due')
    .on('payment_refunds')
    .columns(['status', 'next_attempt_at'])
    .execute()

  await db.schema
    .createTable('stray_payments')
    .addColumn('payment_id', 'varchar(60)', (col) => col.primaryKey())
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id'))
    .addColumn('razorpay_order_id', 'varchar(60)', (col) => col.notNull())
    .addColumn('amount_paise', 'integer', (col) => col.notNull())
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    .addColumn('method', 'varchar(30)')
    .addColumn('reason', 'varchar(200)', (col) => col.notNull())
    .addColumn('created_at', time, (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('payment_events')
    .addColumn('event_id', 'varchar(100)', (col) => col.primaryKey())
    .addColumn('event', 'varchar(60)', (col) => col.notNull())
    .addColumn('received_at', time, (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('payment_events_by_age')
    .on('payment_events')
    .column('received_at')
    .execute()

  // The built-in TEST gateway's orders, payments and refunds (only used with the demo and no
  // Razorpay keys): one JSON entity per row, so every instance sees the same gateway.
  await db.schema
    .createTable('test_gateway_entities')
    .addColumn('id', 'varchar(60)', (col) => col.primaryKey())
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('parent_id', 'varchar(60)')
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', time, (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('test_gateway_by_parent')
    .on('test_gateway_entities')
    .columns(['parent_id', 'kind'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('test_gateway_entities').execute()
  await db.schema.dropTable('payment_events').execute()
  await db.schema.dropTable('stray_payments').execute()
  await db.schema.dropTable('payment_refunds').execute()
  await db.schema.dropTable('payments').execute()
  await db.schema.alterTable('invoices').dropColumn('payment_mode').execute()
}
