import type { Kysely } from 'kysely'

// Frozen in time: this file never imports application code.
//
// Legal declarations (Legal Metrology (Packaged Commodities) Rules 2011 rule 6 and 6(10);
// decision 076): sub-categories gain defaults, products their own over them, each a JSON object
// of text fields (manufacturer, packer, importer, countryOfOrigin, genericName, consumerCare;
// products also netQuantity). Existing sub-categories are filled from what the store knew: the
// generic name is the sub-category's name, the country of origin India (every product page said
// so until now), the manufacturer the seller saved in Store Settings (legal name and address)
// and consumer care the saved customer care; what the store had not saved stays empty. Products
// without a sub-category get the same as their own, but no generic name. What could not be
// filled is listed by `GET /api/v1/admin/products/declarations-missing`.

type Row = Record<string, unknown>

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('subcategories').addColumn('declarations', 'text').execute()
  await db.schema.alterTable('products').addColumn('declarations', 'text').execute()

  const seller = (await db
    .selectFrom('store_settings')
    .select(['legal_name', 'address'])
    .where('id', '=', 1)
    .executeTakeFirst()) as Row | undefined
  const care = (await db
    .selectFrom('seller_contacts')
    .select(['care_email', 'care_phone'])
    .where('id', '=', 1)
    .executeTakeFirst()) as Row | undefined
  const store = {
    manufacturer: seller ? `${String(seller.legal_name)}, ${String(seller.address)}` : null,
    countryOfOrigin: 'India',
    consumerCare: care ? `${String(care.care_email)}, ${String(care.care_phone)}` : null,
  }

  const subs = (await db.selectFrom('subcategories').select(['id', 'name']).execute()) as Row[]
  for (const sub of subs) {
    await db
      .updateTable('subcategories')
      .set({ declarations: JSON.stringify({ ...store, genericName: String(sub.name) }) })
      .where('id', '=', sub.id as number)
      .execute()
  }
  const alone = (await db
    .selectFrom('products as p')
    .select('p.id')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('product_subcategories as ps')
            .select('ps.product_id')
            .whereRef('ps.product_id', '=', 'p.id'),
        ),
      ),
    )
    .execute()) as Row[]
  const ids = alone.map((row) => row.id as number)
  for (let start = 0; start < ids.length; start += 500) {
    await db
      .updateTable('products')
      .set({ declarations: JSON.stringify(store) })
      .where('id', 'in', ids.slice(start, start + 500))
      .execute()
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('declarations').execute()
  await db.schema.alterTable('subcategories').dropColumn('declarations').execute()
}
