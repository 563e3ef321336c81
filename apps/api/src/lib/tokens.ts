import { createHash, randomBytes } from 'node:crypto'
import { SignJWT, jwtVerify } from 'jose'

const ACCESS_TOKEN_TTL = '15m'
const ALGORITHM = 'HS256'

export type AccessClaims = { userId: number; version: number }

/**
 * Short-lived signed access tokens. One pinned algorithm, and a typed claim so that nothing else the
 * store signs can pass for an access token.
 */
export function createAccessTokens(secret: string) {
  if (secret.length < 32) throw new Error('The token secret must be at least 32 characters')
  // Imported once: given the secret's bytes, jose imports a key on every call.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  )
  return {
    sign: async ({ userId, version }: AccessClaims) =>
      new SignJWT({ typ: 'access', ver: version })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(ACCESS_TOKEN_TTL)
        .sign(await key),

    /** The claims of a valid access token, or null for anything else (expired, forged, other type). */
    async verify(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: [ALGORITHM] })
        const userId = Number(payload.sub)
        if (
          payload.typ !== 'access' ||
          !Number.isInteger(userId) ||
          typeof payload.ver !== 'number'
        ) {
          return null
        }
        return { userId, version: payload.ver }
      } catch {
        return null
      }
    },
  }
}

export type AccessTokens = ReturnType<typeof createAccessTokens>

/** A random opaque token (refresh tokens, reset tickets): only its hash is stored. */
export const newOpaqueToken = () => randomBytes(32).toString('base64url')

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')
