import type { Kysely } from 'kysely'

// Frozen in time: this file never imports application code.
//
// Idempotency keys are the caller's, for one operation on one target (decision 063): a return's
// key is unique per shopper and order, no longer per shopper alone. Orders and returns keep a
// fingerprint of the request that used a key, so a key sent again with another body is refused.
// Rows made before have none, and a retry of them is answered as before.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('idempotency_hash', 'varchar(64)').execute()
  await db.schema.alterTable('returns').addColumn('idempotency_hash', 'varchar(64)').execute()
  await db.schema.dropIndex('returns_idempotency').execute()
  await db.schema
    .createIndex('returns_idempotency')
    .on('returns')
    .columns(['user_id', 'order_id', 'idempotency_key'])
    .unique()
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('returns_idempotency').execute()
  await db.schema
    .createIndex('returns_idempotency')
    .on('returns')
    .columns(['user_id', 'idempotency_key'])
    .unique()
    .execute()
  await db.schema.alterTable('returns').dropColumn('idempotency_hash').execute()
  await db.schema.alterTable('orders').dropColumn('idempotency_hash').execute()
}
