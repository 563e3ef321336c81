import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely'
import * as createSchema from './migrations/2026_11_22_01_create_schema.js'

// Listed explicitly so the same list works from TypeScript sources and the compiled build.
const migrations: Record<string, Migration> = {
  '2026_11_22_01_create_schema': createSchema,
}

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) }

export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((result) => result.status === 'Error')
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error })
  }
}
