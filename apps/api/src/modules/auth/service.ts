import { randomUUID } from 'node:crypto'
import type { Db } from '../../db/index.js'
import { nowIso } from '../../db/sql.js'
import { unauthorized } from '../../lib/errors.js'
import { type AccessTokens, hashToken, newOpaqueToken } from '../../lib/tokens.js'
import type { Accounts } from '../../records/account.js'
import * as repo from './repo.js'

const REFRESH_TTL_MS = 30 * 24 * 3600 * 1000
export const SESSION_EXPIRED = 'Your session has expired. Please login again.'

/**
 * Sessions: an access token plus a refresh token. Refresh tokens are opaque, stored hashed and
 * rotated on every use; presenting a used one again revokes its whole family (it was stolen).
 */
export function createSessionService({
  db,
  users,
  tokens,
}: {
  db: Db
  users: Accounts
  tokens: AccessTokens
}) {
  async function issue(userId: number, version: number, familyId: string = randomUUID()) {
    const refreshToken = newOpaqueToken()
    const now = Date.now()
    await repo.insertRefreshToken(db, {
      user_id: userId,
      token_hash: hashToken(refreshToken),
      family_id: familyId,
      expires_at: new Date(now + REFRESH_TTL_MS).toISOString(),
      created_at: new Date(now).toISOString(),
    })
    return { accessToken: await tokens.sign({ userId, version }), refreshToken }
  }

  return {
    /** In an account's erasure: every refresh token, reset code and login count of hers. */
    erase: (trx: Db, userId: number, mobile: string) => repo.eraseAuth(trx, userId, mobile),

    async start(userId: number) {
      const version = await users.tokenVersion(userId)
      if (version === null) throw unauthorized(SESSION_EXPIRED, 'SESSION_EXPIRED')
      return issue(userId, version)
    },

    async refresh(refreshToken: string) {
      const row = await repo.findRefreshToken(db, hashToken(refreshToken))
      if (!row) throw unauthorized(SESSION_EXPIRED, 'SESSION_EXPIRED')
      const now = nowIso()
      if (row.revoked_at !== null || !(await repo.revokeRefreshToken(db, row.id, now))) {
        await repo.revokeFamily(db, row.family_id, now)
        throw unauthorized(SESSION_EXPIRED, 'SESSION_EXPIRED')
      }
      if (row.expires_at <= now) throw unauthorized(SESSION_EXPIRED, 'SESSION_EXPIRED')
      const version = await users.tokenVersion(row.user_id)
      const identity = version === null ? null : await users.identify(row.user_id, version)
      if (!identity) throw unauthorized(SESSION_EXPIRED, 'SESSION_EXPIRED')
      return issue(row.user_id, identity.version, row.family_id)
    },

    /** Signs the user out everywhere: refresh tokens revoked, access tokens outdated. */
    async end(userId: number) {
      await repo.revokeAllOfUser(db, userId, nowIso())
      await users.endSessions(userId)
    },
  }
}

export type SessionService = ReturnType<typeof createSessionService>
