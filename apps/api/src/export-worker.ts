import { parentPort, workerData } from 'node:worker_threads'
import { createDatabase, type DatabaseConfig } from './db/index.js'
import { exportCsv } from './modules/orders/export-csv.js'
import { readContacts } from './modules/users/contacts.js'
import type { OrderFilter } from './modules/orders/repo.js'
import { writeToParent } from './workers.js'

/** Worker entry: one CSV export of orders, read on a connection of its own (reports.ts). */
export type ExportJob = { database: DatabaseConfig; filter: OrderFilter }

if (!parentPort) throw new Error('export-worker.ts runs as a worker thread')
const { database, filter } = workerData as ExportJob
// One connection, and on SQLite a small page cache: an export reads each page once.
const handle = createDatabase(
  database.kind === 'postgres' ? { ...database, poolSize: 1 } : { ...database, cacheMb: 1 },
)
try {
  await writeToParent(
    parentPort,
    exportCsv(handle.db, (ids) => readContacts(handle.db, ids), filter),
  )
} finally {
  await handle.destroy()
}
