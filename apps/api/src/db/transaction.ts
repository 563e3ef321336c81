import type { Db } from './index.js'

const committedWork = new WeakMap<Db, Array<() => Promise<void> | void>>()

/**
 * Runs `work` in one transaction. What it registers with afterCommit runs once the transaction
 * has committed, and never when it rolls back. The one way modules open a transaction.
 */
export async function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  const afterwards: Array<() => Promise<void> | void> = []
  const result = await db.transaction().execute((trx) => {
    committedWork.set(trx, afterwards)
    return work(trx)
  })
  for (const task of afterwards) await task()
  return result
}

/** Runs `task` when the transaction `db` belongs to commits; at once when `db` is no transaction. */
export async function afterCommit(db: Db, task: () => Promise<void> | void) {
  const pending = committedWork.get(db)
  if (pending) pending.push(task)
  else await task()
}
