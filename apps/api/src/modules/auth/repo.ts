import type { Db } from '../../db/index.js'

export async function insertRefreshToken(
  db: Db,
  row: {
    user_id: number
    token_hash: string
    family_id: string
    expires_at: string
    created_at: string
  },
) {
  await db
    .insertInto('refresh_tokens')
    .values({ ...row, revoked_at: null })
    .execute()
}

export async function findRefreshToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('refresh_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst()
}

/** Marks one token used; false when another request used it first. */
export async function revokeRefreshToken(db: Db, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: at })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function revokeFamily(db: Db, familyId: string, at: string) {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: at })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute()
}

export async function revokeAllOfUser(db: Db, userId: number, at: string) {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: at })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute()
}

/** Voids a user's earlier codes: only the newest OTP may be used. */
export async function voidResets(db: Db, userId: number, at: string) {
  await db
    .updateTable('password_resets')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute()
}

export async function insertReset(
  db: Db,
  row: { user_id: number; otp_hash: string; otp_expires_at: string; created_at: string },
) {
  await db
    .insertInto('password_resets')
    .values({
      ...row,
      verified_at: null,
      ticket_hash: null,
      ticket_expires_at: null,
      used_at: null,
    })
    .execute()
}

export async function findOpenReset(db: Db, userId: number, now: string) {
  return db
    .selectFrom('password_resets')
    .selectAll()
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('verified_at', 'is', null)
    .where('otp_expires_at', '>', now)
    .orderBy('id', 'desc')
    .executeTakeFirst()
}

export async function recordWrongOtp(db: Db, id: number, voidAt: string | null) {
  await db
    .updateTable('password_resets')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), used_at: voidAt }))
    .where('id', '=', id)
    .execute()
}

export async function issueTicket(
  db: Db,
  id: number,
  ticket: { ticket_hash: string; ticket_expires_at: string; verified_at: string },
) {
  await db.updateTable('password_resets').set(ticket).where('id', '=', id).execute()
}

/** Uses a verified ticket once; false when it is unknown, spent, expired or another account's. */
export async function spendTicket(db: Db, userId: number, ticketHash: string, now: string) {
  const result = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('ticket_hash', '=', ticketHash)
    .where('used_at', 'is', null)
    .where('ticket_expires_at', '>', now)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function findLoginAttempts(db: Db, keys: string[]) {
  return db.selectFrom('login_attempts').selectAll().where('key', 'in', keys).execute()
}

/** Sets a key's failure count, creating its row on the first failure. */
export async function saveLoginFailures(db: Db, key: string, failures: number, at: string) {
  await db
    .insertInto('login_attempts')
    .values({ key, failures, last_failure_at: at })
    .onConflict((oc) => oc.column('key').doUpdateSet({ failures, last_failure_at: at }))
    .execute()
}

/** Opens a login code on a key, replacing any earlier one. */
export async function saveLoginCode(
  db: Db,
  key: string,
  code: { hash: string; expiresAt: string; at: string },
) {
  const fields = { code_hash: code.hash, code_expires_at: code.expiresAt, code_failures: 0 }
  await db
    .insertInto('login_attempts')
    .values({ key, failures: 0, last_failure_at: code.at, ...fields })
    .onConflict((oc) => oc.column('key').doUpdateSet(fields))
    .execute()
}

export async function countWrongLoginCode(db: Db, key: string) {
  await db
    .updateTable('login_attempts')
    .set((eb) => ({ code_failures: eb('code_failures', '+', 1) }))
    .where('key', '=', key)
    .execute()
}

export async function forgetLoginAttempts(db: Db, keys: string[]) {
  await db.deleteFrom('login_attempts').where('key', 'in', keys).execute()
}

/**
 * Counts one attempt on a key in one statement, so instances racing on it never lose a count:
 * a live window goes up by one, an ended one starts again at one.
 */
export async function addAttempt(db: Db, key: string, nowMs: number, windowMs: number) {
  const row = await db
    .insertInto('attempt_counts')
    .values({ key, points: 1, expires_at: nowMs + windowMs })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => {
        const ended = eb('attempt_counts.expires_at', '<=', nowMs)
        return {
          points: eb
            .case()
            .when(ended)
            .then(1)
            .else(eb('attempt_counts.points', '+', 1))
            .end(),
          expires_at: eb
            .case()
            .when(ended)
            .then(nowMs + windowMs)
            .else(eb.ref('attempt_counts.expires_at'))
            .end(),
        }
      }),
    )
    .returning(['points', 'expires_at'])
    .executeTakeFirstOrThrow()
  return { points: row.points, expiresAt: Number(row.expires_at) }
}

export async function findAttempt(db: Db, key: string) {
  return db
    .selectFrom('attempt_counts')
    .select(['points', 'expires_at'])
    .where('key', '=', key)
    .executeTakeFirst()
}

export async function deleteAttempts(db: Db, key: string) {
  await db.deleteFrom('attempt_counts').where('key', '=', key).execute()
}

export async function deleteEndedAttempts(db: Db, nowMs: number) {
  await db.deleteFrom('attempt_counts').where('expires_at', '<=', nowMs).execute()
}

/** An erased account's sessions, reset codes and the login counts keyed by her mobile number. */
export async function eraseAuth(db: Db, userId: number, mobile: string) {
  await db.deleteFrom('refresh_tokens').where('user_id', '=', userId).execute()
  await db.deleteFrom('password_resets').where('user_id', '=', userId).execute()
  await db
    .deleteFrom('login_attempts')
    .where((eb) =>
      eb.or([eb('key', '=', `account:${mobile}`), eb('key', 'like', `pair:${mobile}|%`)]),
    )
    .execute()
}
