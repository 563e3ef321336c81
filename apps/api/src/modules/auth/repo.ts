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
