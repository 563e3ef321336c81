import type { RegisterBody, Role } from '@store/contract'
import type { UserRow } from '../db/schema.js'

/** Who a valid token speaks for now. */
export type Identity = { id: number; role: Role; version: number }

/**
 * What signing in, sessions and password resets (the auth module) need of the accounts (the
 * users module): app.ts hands the users service over as this.
 */
export type Accounts = {
  register(body: RegisterBody): Promise<{ id: number }>
  /** Checks the password; `admit` may still refuse a right one before the login is recorded. */
  authenticate(
    mobile: string,
    password: string,
    admit?: (row: UserRow) => Promise<void>,
  ): Promise<UserRow>
  identify(userId: number, version: number): Promise<Identity | null>
  tokenVersion(userId: number): Promise<number | null>
  endSessions(userId: number): Promise<void>
  findByMobile(mobile: string): Promise<UserRow | undefined>
  findByEmail(email: string): Promise<UserRow | undefined>
  setPassword(userId: number, password: string): Promise<void>
}

/**
 * One module's part of a shopper's data export (`GET /account/export`): app.ts lists the parts,
 * so a new module that holds her data adds one line there.
 */
export type AccountDataPart = (userId: number) => Promise<unknown>
