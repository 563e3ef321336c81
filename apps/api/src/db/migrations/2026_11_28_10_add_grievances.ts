import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely'

// Frozen in time: this file never imports application code.
//
// Shoppers' grievances and their handling (decision 077). A grievance keeps its ticket number
// (GRV-<year in India>-<its id, six digits or more>), the caller's order or return it is about
// with the order's number as it was, its photos (JSON list of upload URLs) and the deadlines of
// the E-Commerce Rules 2020 rule 4(5), worked out when it is received: acknowledged by a person
// within 48 hours, resolved within one month. Its thread holds the replies of both sides. A
// photo's row is written when it is uploaded, so only its uploader can attach it.

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  const time = 'varchar(40)'
  const id = (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement()
  await db.schema
    .createTable('grievances')
    .addColumn('id', 'integer', id)
    .addColumn('ticket', 'varchar(20)', (col) => col.notNull().unique())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('type', 'varchar(30)', (col) => col.notNull())
    .addColumn('text', 'varchar(2000)', (col) => col.notNull())
    .addColumn('order_id', 'integer')
    .addColumn('order_number', 'varchar(40)')
    .addColumn('return_id', 'integer')
    .addColumn('photos', 'varchar(1000)', (col) => col.notNull().defaultTo('[]'))
    .addColumn('status', 'varchar(15)', (col) => col.notNull())
    .addColumn('resolution', 'varchar(2000)')
    .addColumn('created_at', time, (col) => col.notNull())
    .addColumn('acknowledge_by', time, (col) => col.notNull())
    .addColumn('resolve_by', time, (col) => col.notNull())
    .addColumn('acknowledged_at', time)
    .addColumn('acknowledged_by_user', 'integer')
    .addColumn('resolved_at', time)
    .addColumn('resolved_by_user', 'integer')
    .addColumn('updated_at', time, (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('grievances_user')
    .on('grievances')
    .columns(['user_id', 'created_at'])
    .execute()
  await db.schema
    .createIndex('grievances_status')
    .on('grievances')
    .columns(['status', 'created_at'])
    .execute()
  await db.schema.createIndex('grievances_created').on('grievances').column('created_at').execute()
  await db.schema
    .createTable('grievance_messages')
    .addColumn('id', 'integer', id)
    .addColumn('grievance_id', 'integer', (col) => col.notNull().references('grievances.id'))
    .addColumn('author', 'varchar(10)', (col) => col.notNull())
    .addColumn('author_id', 'integer', (col) => col.notNull())
    .addColumn('text', 'varchar(2000)', (col) => col.notNull())
    .addColumn('created_at', time, (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('grievance_messages_grievance')
    .on('grievance_messages')
    .column('grievance_id')
    .execute()
  await db.schema
    .createTable('grievance_photos')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('url', 'varchar(300)', (col) => col.notNull())
    .addColumn('created_at', time, (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('grievance_photos_user')
    .on('grievance_photos')
    .columns(['user_id', 'created_at'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('grievance_photos').execute()
  await db.schema.dropTable('grievance_messages').execute()
  await db.schema.dropTable('grievances').execute()
}
