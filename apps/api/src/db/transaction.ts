import { type Db, pipelinedTransaction } from './index.js'

const committedWork = new WeakMap<Db, Array<() => Promise<void> | void>>()

/**
 * Runs `work` in one transaction. What it registers with afterCommit runs once the transaction
 * has committed, and never when it rolls back. The one way modules open a transaction. On
 * PostgreSQL, statements the work makes side by side go out together (pipelinedTransaction);
 * on SQLite, where a statement is no round trip, they run one after another.
 */
export async function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  if (committedWork.has(db)) throw new Error('A transaction cannot open another inside it')
  const afterwards: Array<() => Promise<void> | void> = []
  const within = (trx: Db) => {
    committedWork.set(trx, afterwards)
    return work(trx)
  }
  const pipelined = await pipelinedTransaction(db, within)
  const result = pipelined ? pipelined.result : await db.transaction().execute(within)
  for (const task of afterwards) await task()
  return result
}

/** Runs `task` when the transaction `db` belongs to commits; at once when `db` is no transaction. */
export async function afterCommit(db: Db, task: () => Promise<void> | void) {
  const pending = committedWork.get(db)
  if (pending) pending.push(task)
  else await task()
}
