import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely'

// Frozen in time: this file never imports application code.
//
// GST tax invoices. The store's settings (one row, id 1, absent until set); a counter row per
// document series and financial year, updated in the issuing transaction so numbers never skip
// or repeat; invoices and credit notes with their lines, each a snapshot of what was printed.
// HSN codes: a sub-category's default and a product's own. Orders keep the delivery state
// (place of supply) and an optional buyer GSTIN. Existing sub-categories get the HSN their name
// suggests and existing orders the state their shipping address names.

/** Sub-category names (lower case) of the store's garments and their usual HSN headings. */
const HSN_BY_NAME: Record<string, string> = {
  't-shirts': '6109',
  shirts: '6205',
  jeans: '6203',
  trousers: '6203',
  kurtas: '6211',
  'kurta sets': '6211',
  kurtis: '6206',
  sarees: '5208',
  dresses: '6204',
  frocks: '6209',
  tops: '6206',
  'track pants': '6103',
  shorts: '6203',
  jackets: '6201',
  nightwear: '6207',
  'ethnic wear': '6211',
  leggings: '6104',
  'school uniform': '6209',
  sweatshirts: '6110',
  dupattas: '6214',
}

/** The state of a shipping address written as 'line, city, state, country - zip'. */
const stateOfAddress = (text: string) => {
  const parts = text.split(', ')
  return parts.length >= 3 ? (parts[parts.length - 2] ?? '').trim() : ''
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('store_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('legal_name', 'text', (c) => c.notNull())
    .addColumn('trade_name', 'text', (c) => c.notNull())
    .addColumn('gstin', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('state_code', 'text', (c) => c.notNull())
    .addColumn('invoice_prefix', 'text', (c) => c.notNull())
    .addColumn('return_window_days', 'integer', (c) => c.notNull())
    .addColumn('updated_by', 'integer')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('document_counters')
    .addColumn('series', 'text', (c) => c.notNull())
    .addColumn('financial_year', 'text', (c) => c.notNull())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('document_counters_pk', ['series', 'financial_year'])
    .execute()

  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  const id = (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement()
  const withId = (table: string) =>
    db.schema
      .createTable(table)
      .addColumn('id', 'integer', id)
      .addColumn('number', 'text', (c) => c.notNull().unique())
      .addColumn('financial_year', 'text', (c) => c.notNull())
      .addColumn('sequence', 'integer', (c) => c.notNull())
      .addColumn('issued_at', 'text', (c) => c.notNull())
      .addColumn('month', 'text', (c) => c.notNull())
      .addColumn('order_id', 'integer', (c) => c.notNull())

  await withId('invoices')
    .addColumn('supplier', 'text', (c) => c.notNull())
    .addColumn('buyer', 'text', (c) => c.notNull())
    .addColumn('buyer_gstin', 'text')
    .addColumn('place_of_supply', 'text', (c) => c.notNull())
    .addColumn('place_of_supply_code', 'text', (c) => c.notNull())
    .addColumn('intra_state', 'integer', (c) => c.notNull())
    .addColumn('taxable_paise', 'integer', (c) => c.notNull())
    .addColumn('cgst_paise', 'integer', (c) => c.notNull())
    .addColumn('sgst_paise', 'integer', (c) => c.notNull())
    .addColumn('igst_paise', 'integer', (c) => c.notNull())
    .addColumn('total_paise', 'integer', (c) => c.notNull())
    .addUniqueConstraint('invoices_order_unique', ['order_id'])
    .execute()
  await db.schema.createIndex('invoices_month').on('invoices').columns(['month', 'id']).execute()

  const lineColumns = (table: string, parent: string) =>
    db.schema
      .createTable(table)
      .addColumn('id', 'integer', id)
      .addColumn(parent, 'integer', (c) => c.notNull())
      .addColumn('order_item_id', 'integer', (c) => c.notNull())
      .addColumn('hsn', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('unit_price_paise', 'integer', (c) => c.notNull())
      .addColumn('discount_paise', 'integer', (c) => c.notNull())
      .addColumn('rate', 'integer', (c) => c.notNull())
      .addColumn('taxable_paise', 'integer', (c) => c.notNull())
      .addColumn('cgst_paise', 'integer', (c) => c.notNull())
      .addColumn('sgst_paise', 'integer', (c) => c.notNull())
      .addColumn('igst_paise', 'integer', (c) => c.notNull())
      .addColumn('total_paise', 'integer', (c) => c.notNull())

  await lineColumns('invoice_lines', 'invoice_id')
    .addForeignKeyConstraint('invoice_lines_invoice', ['invoice_id'], 'invoices', ['id'])
    .execute()
  await db.schema
    .createIndex('invoice_lines_invoice')
    .on('invoice_lines')
    .columns(['invoice_id', 'id'])
    .execute()

  await withId('credit_notes')
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('taxable_paise', 'integer', (c) => c.notNull())
    .addColumn('cgst_paise', 'integer', (c) => c.notNull())
    .addColumn('sgst_paise', 'integer', (c) => c.notNull())
    .addColumn('igst_paise', 'integer', (c) => c.notNull())
    .addColumn('total_paise', 'integer', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('credit_notes_month')
    .on('credit_notes')
    .columns(['month', 'id'])
    .execute()
  await db.schema
    .createIndex('credit_notes_invoice')
    .on('credit_notes')
    .columns(['invoice_id'])
    .execute()

  await lineColumns('credit_note_lines', 'credit_note_id')
    .addColumn('invoice_line_id', 'integer', (c) => c.notNull().references('invoice_lines.id'))
    .addForeignKeyConstraint('credit_note_lines_note', ['credit_note_id'], 'credit_notes', ['id'])
    .execute()
  await db.schema
    .createIndex('credit_note_lines_note')
    .on('credit_note_lines')
    .columns(['credit_note_id', 'id'])
    .execute()
  await db.schema
    .createIndex('credit_note_lines_invoice_line')
    .on('credit_note_lines')
    .columns(['invoice_line_id'])
    .execute()

  await db.schema.alterTable('subcategories').addColumn('hsn_code', 'text').execute()
  await db.schema.alterTable('products').addColumn('hsn_code', 'text').execute()
  await db.schema.alterTable('orders').addColumn('delivery_state', 'text').execute()
  await db.schema.alterTable('orders').addColumn('buyer_gstin', 'text').execute()

  const subcategories = await db
    .selectFrom('subcategories')
    .select(['id', 'name'])
    .$castTo<{ id: number; name: string }>()
    .execute()
  for (const sub of subcategories) {
    const hsn = HSN_BY_NAME[sub.name.trim().toLowerCase()]
    if (hsn) {
      await db
        .updateTable('subcategories')
        .set({ hsn_code: hsn })
        .where('id', '=', sub.id)
        .execute()
    }
  }

  let after = 0
  for (;;) {
    const orders = await db
      .selectFrom('orders')
      .select(['id', 'shipping_address'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(1000)
      .$castTo<{ id: number; shipping_address: string }>()
      .execute()
    const last = orders.at(-1)
    if (!last) break
    const byState = new Map<string, number[]>()
    for (const order of orders) {
      const state = stateOfAddress(order.shipping_address)
      byState.set(state, [...(byState.get(state) ?? []), order.id])
    }
    for (const [state, ids] of byState) {
      await db.updateTable('orders').set({ delivery_state: state }).where('id', 'in', ids).execute()
    }
    after = last.id
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('buyer_gstin').execute()
  await db.schema.alterTable('orders').dropColumn('delivery_state').execute()
  await db.schema.alterTable('products').dropColumn('hsn_code').execute()
  await db.schema.alterTable('subcategories').dropColumn('hsn_code').execute()
  await db.schema.dropTable('credit_note_lines').execute()
  await db.schema.dropTable('credit_notes').execute()
  await db.schema.dropTable('invoice_lines').execute()
  await db.schema.dropTable('invoices').execute()
  await db.schema.dropTable('document_counters').execute()
  await db.schema.dropTable('store_settings').execute()
}
