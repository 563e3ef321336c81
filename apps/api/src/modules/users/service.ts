import type { RegisterBody, Role, UpdateUserBody } from '@store/contract'
import { hash, verify } from '@node-rs/argon2'
import type { Db } from '../../db/index.js'
import type { UserRow } from '../../db/schema.js'
import { isUniqueViolation, likePattern, nowIso } from '../../db/sql.js'
import { conflict, forbidden, notFound, unauthorized } from '../../lib/errors.js'
import { assertStrongPassword } from '../../lib/passwords.js'
import { readContacts } from './contacts.js'
import type { Identity } from '../../records/account.js'
import type { Contact } from '../../records/customer.js'
import * as repo from './repo.js'

export const INVALID_LOGIN = 'Invalid mobile number or password'
export const SUSPENDED = 'This account is suspended. Please contact customer care.'

// A real hash to verify against when the mobile number is unknown, so both failures take as long.
const ABSENT_USER_HASH = hash('absent-user-password')

export const roleOf = (row: UserRow): Role => (row.role === 'ADMIN' ? 'ADMIN' : 'USER')

/** Makes sure an admin account with this mobile number and password exists (creates or promotes). */
export async function ensureAdmin(
  db: Db,
  admin: { phone: string; password: string; name?: string; email?: string },
) {
  const existing = await repo.findUserByMobile(db, admin.phone)
  const now = nowIso()
  const passwordHash = await hash(admin.password)
  if (existing) {
    await repo.updateUser(db, existing.id, {
      role: 'ADMIN',
      status: 'Active',
      password_hash: passwordHash,
      ...(admin.name ? { name: admin.name } : {}),
      ...(admin.email ? { email: admin.email } : {}),
      updated_at: now,
    })
    return { id: existing.id, created: false }
  }
  const row = await repo.insertUser(db, {
    name: admin.name ?? 'Store Admin',
    email: admin.email ?? `admin-${admin.phone}@kapdakart.in`,
    mobile: admin.phone,
    password_hash: passwordHash,
    avatar: '',
    verify_email: 0,
    last_login_date: null,
    status: 'Active',
    role: 'ADMIN',
    created_at: now,
    updated_at: now,
  })
  return { id: row.id, created: true }
}

/**
 * Accounts: registering, checking passwords, profiles and contacts. An account's summary, which
 * lists what other modules hold of it, is the account-summary flow's (src/flows).
 */
export function createUsersService({ db }: { db: Db }) {
  async function assertAvailable(mobile: string, email: string, exceptId?: number) {
    const byMobile = await repo.findUserByMobile(db, mobile)
    if (byMobile && byMobile.id !== exceptId)
      throw conflict('This mobile number is already registered', 'ALREADY_REGISTERED')
    const byEmail = await repo.findUserByEmail(db, email)
    if (byEmail && byEmail.id !== exceptId)
      throw conflict('This e-mail is already registered', 'ALREADY_REGISTERED')
  }

  return {
    async register(body: RegisterBody, role: Role = 'USER') {
      await assertStrongPassword(body.password, [body.name, body.email, body.phone])
      await assertAvailable(body.phone, body.email)
      const now = nowIso()
      try {
        return await repo.insertUser(db, {
          name: body.name,
          email: body.email,
          mobile: body.phone,
          password_hash: await hash(body.password),
          avatar: '',
          verify_email: 0,
          last_login_date: null,
          status: 'Active',
          role,
          created_at: now,
          updated_at: now,
        })
      } catch (error) {
        if (isUniqueViolation(error))
          throw conflict('This mobile number or e-mail is already registered', 'ALREADY_REGISTERED')
        throw error
      }
    },

    /**
     * Checks the password; the same answer whether the number or the password was wrong. `admit`
     * may still refuse a right password (the login guard's code step) before the login is recorded.
     */
    async authenticate(
      mobile: string,
      password: string,
      admit: (row: UserRow) => Promise<void> = async () => {},
    ): Promise<UserRow> {
      const row = await repo.findUserByMobile(db, mobile)
      const valid = await verify(row?.password_hash ?? (await ABSENT_USER_HASH), password).catch(
        () => false,
      )
      if (!row || !valid) throw unauthorized(INVALID_LOGIN, 'INVALID_LOGIN')
      if (row.status !== 'Active') throw forbidden(SUSPENDED, 'ACCOUNT_SUSPENDED')
      await admit(row)
      const now = nowIso()
      await repo.updateUser(db, row.id, { last_login_date: now, updated_at: now })
      return { ...row, last_login_date: now }
    },

    /** Who a token's subject is now: null when the account is gone, suspended or signed out. */
    async identify(userId: number, version: number): Promise<Identity | null> {
      const row = await repo.findUserById(db, userId)
      if (!row || row.status !== 'Active' || row.token_version !== version) return null
      return { id: row.id, role: roleOf(row), version: row.token_version }
    },

    /** In an account's erasure: answers what it held, for the steps that follow, then anonymises it. */
    async erase(trx: Db, userId: number) {
      const row = await repo.findUserById(trx, userId)
      if (!row) throw notFound('User not found')
      await repo.anonymise(trx, userId, nowIso())
      return { mobile: row.mobile, email: row.email, avatar: row.avatar }
    },

    async tokenVersion(userId: number) {
      return (await repo.findUserById(db, userId))?.token_version ?? null
    },

    async endSessions(userId: number) {
      await repo.bumpTokenVersion(db, userId)
    },

    async get(userId: number): Promise<UserRow> {
      const row = await repo.findUserById(db, userId)
      if (!row) throw notFound('User not found')
      return row
    },

    findByMobile: (mobile: string) => repo.findUserByMobile(db, mobile),

    /** The account's own details, as her data export gives them. */
    async profile(userId: number) {
      const row = await repo.findUserById(db, userId)
      if (!row) throw notFound('User not found')
      return {
        _id: String(row.id),
        name: row.name,
        email: row.email,
        mobile: row.mobile,
        avatar: row.avatar,
        status: row.status,
        registeredAt: row.created_at,
        lastLoginAt: row.last_login_date,
      }
    },

    /** Name, mobile and e-mail of each account that exists among `userIds`. */
    contacts: (userIds: number[], on: Db = db): Promise<Contact[]> => readContacts(on, userIds),

    /**
     * The ids of up to `limit` accounts: digits (spaces, dashes and a leading +91 aside) find
     * the mobile numbers that start with them, through the index, so a search by phone never
     * reads every account; other text, the names or mobile numbers that contain it.
     */
    idsMatching(text: string, limit: number) {
      const digits = text.replace(/[\s-]/g, '').replace(/^\+91(?=\d{10}$)/, '')
      return /^\d+$/.test(digits)
        ? repo.idsWithMobilePrefix(db, digits, limit)
        : repo.idsMatching(db, likePattern(text), limit)
    },
    findByEmail: (email: string) => repo.findUserByEmail(db, email),

    async setPassword(userId: number, password: string) {
      await repo.updateUser(db, userId, {
        password_hash: await hash(password),
        updated_at: nowIso(),
      })
    },

    async setAvatar(userId: number, avatar: string) {
      await repo.updateUser(db, userId, { avatar, updated_at: nowIso() })
    },

    async update(body: UpdateUserBody): Promise<UserRow> {
      const id = Number(body.userId)
      const row = await repo.findUserById(db, id)
      if (!row) throw notFound('User not found')
      await assertAvailable(body.mobile, body.email, id)
      const now = nowIso()
      try {
        await repo.updateUser(db, id, {
          name: body.name,
          email: body.email,
          mobile: body.mobile,
          updated_at: now,
        })
      } catch (error) {
        if (isUniqueViolation(error))
          throw conflict('This mobile number or e-mail is already registered', 'ALREADY_REGISTERED')
        throw error
      }
      return {
        ...row,
        name: body.name,
        email: body.email,
        mobile: body.mobile,
        updated_at: now,
      }
    },
  }
}

export type UsersService = ReturnType<typeof createUsersService>
