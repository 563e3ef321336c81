import nodeModule from 'node:module'
import type pg from 'pg'

/**
 * node-postgres, loaded when a PostgreSQL database is first opened: a store on SQLite does not
 * pay for loading it (about 100 ms of a start, as it probes the runtime it runs in).
 */
export const loadPg = (): typeof pg => nodeModule.createRequire(import.meta.url)('pg') as typeof pg
