import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely'
import { isPostgres } from './sql.js'
import * as createSchema from './migrations/2026_11_22_01_create_schema.js'
import * as addProductVariants from './migrations/2026_11_23_01_add_product_variants.js'
import * as addLoginAttempts from './migrations/2026_11_24_01_add_login_attempts.js'
import * as addSalesFigures from './migrations/2026_11_24_02_add_sales_figures.js'
import * as addProductColours from './migrations/2026_11_24_10_add_product_colours.js'
import * as addReturns from './migrations/2026_11_24_20_add_returns.js'
import * as addGstInvoices from './migrations/2026_11_24_30_add_gst_invoices.js'
import * as addMailOutbox from './migrations/2026_11_24_40_add_mail_outbox.js'
import * as addMailCodeExpiry from './migrations/2026_11_25_10_add_mail_code_expiry.js'
import * as scopeIdempotencyKeys from './migrations/2026_11_25_20_scope_idempotency_keys.js'
import * as addPayments from './migrations/2026_11_26_10_add_payments.js'
import * as addDelivery from './migrations/2026_11_26_20_add_delivery.js'
import * as addWishlist from './migrations/2026_11_27_10_add_wishlist.js'
import * as addSellerContacts from './migrations/2026_11_27_30_add_seller_contacts.js'
import * as addProductDeclarations from './migrations/2026_11_27_40_add_product_declarations.js'
import * as addDiscounts from './migrations/2026_11_28_40_add_discounts.js'
import * as addStockHolds from './migrations/2026_11_29_10_add_stock_holds.js'

import * as addReviews from './migrations/2026_11_28_30_add_reviews.js'

import * as addGrievances from './migrations/2026_11_28_10_add_grievances.js'

import * as addPrivacy from './migrations/2026_11_28_20_add_privacy.js'

// Listed explicitly so the same list works from TypeScript sources and the compiled build.
const migrations: Record<string, Migration> = {
  '2026_11_22_01_create_schema': createSchema,
  '2026_11_23_01_add_product_variants': addProductVariants,
  '2026_11_24_01_add_login_attempts': addLoginAttempts,
  '2026_11_24_02_add_sales_figures': addSalesFigures,
  '2026_11_24_10_add_product_colours': addProductColours,
  '2026_11_24_20_add_returns': addReturns,
  '2026_11_24_30_add_gst_invoices': addGstInvoices,
  '2026_11_24_40_add_mail_outbox': addMailOutbox,
  '2026_11_25_10_add_mail_code_expiry': addMailCodeExpiry,
  '2026_11_25_20_scope_idempotency_keys': scopeIdempotencyKeys,
  '2026_11_26_10_add_payments': addPayments,
  '2026_11_26_20_add_delivery': addDelivery,
  '2026_11_27_10_add_wishlist': addWishlist,
  '2026_11_27_30_add_seller_contacts': addSellerContacts,
  '2026_11_27_40_add_product_declarations': addProductDeclarations,
  '2026_11_28_40_add_discounts': addDiscounts,
  '2026_11_29_10_add_stock_holds': addStockHolds,

  '2026_11_28_30_add_reviews': addReviews,

  '2026_11_28_10_add_grievances': addGrievances,

  '2026_11_28_20_add_privacy': addPrivacy,
}

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) }

type Outcome = Awaited<ReturnType<Migrator['migrateToLatest']>>

function check({ error, results }: Outcome) {
  const failed = results?.find((result) => result.status === 'Error')
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error })
  }
}

/**
 * On PostgreSQL the migrator keeps its tables in the connection's own schema. Told no schema,
 * Kysely takes a `kysely_migration` table in any schema of the database for its own, so a
 * database shared with another schema's store (or another Kysely application) would be
 * migrated by the other's record.
 */
async function migratorFor(db: Kysely<any>): Promise<Migrator> {
  if (!isPostgres(db)) return new Migrator({ db, provider })
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db)
  return new Migrator({ db, provider, migrationTableSchema: rows[0]?.schema })
}

export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  check(await (await migratorFor(db)).migrateToLatest())
}

/** Brings a database to the schema of one migration: tests build old databases with it. */
export async function migrateTo(db: Kysely<any>, name: string): Promise<void> {
  check(await (await migratorFor(db)).migrateTo(name))
}
