import type { Db } from '../../db/index.js'
import * as repo from './repo.js'

/**
 * The name, mobile number and e-mail of these accounts, on any connection: the users service
 * offers it as `contacts`, and an order export's worker thread, which builds no services, calls
 * it on its own connection.
 */
export const readContacts = (db: Db, userIds: number[]) => repo.findContacts(db, userIds)
