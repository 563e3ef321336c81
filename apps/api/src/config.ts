import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import type { DatabaseConfig } from './db/index.js'

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SEED_DEMO: booleanFromEnv.default(true),
  ADMIN_PHONE: z
    .string()
    .regex(/^[6-9][0-9]{9}$/, 'must be a 10-digit Indian mobile number')
    .optional(),
  ADMIN_PASSWORD: z.string().min(8).max(128).optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('KapdaKart <no-reply@kapdakart.in>'),
  MAIL_OUTBOX_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  GEOCODER_URL: z.string().url().default('https://nominatim.openstreetmap.org/reverse'),
  RATE_LIMIT_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  RATE_LIMIT_LOGIN_FAILURES: z.coerce.number().int().min(1).max(1000).default(5),
  RATE_LIMIT_OTP_REQUESTS: z.coerce.number().int().min(1).max(1000).default(3),
  RATE_LIMIT_OTP_CHECKS: z.coerce.number().int().min(1).max(1000).default(10),
  RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
  RATE_LIMIT_NOT_FOUND_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(120),
  SEARCH_CACHE_MB: z.coerce.number().min(0).max(1024).default(4),
  RETURN_WINDOW_DAYS: z.coerce.number().int().min(0).max(365).default(7),
})

export type Config = Readonly<{
  env: 'development' | 'production' | 'test'
  port: number
  host: string
  dataDir: string
  uploadsDir: string
  database: DatabaseConfig
  jwtSecret: string
  seedDemo: boolean
  admin: { phone: string; password: string } | null
  mail: { smtpUrl: string | null; from: string; outboxDir: string }
  logLevel: string
  webDistDir: string
  publicUrl: string
  geocoderUrl: string
  /** Memory for answers of recent searches and suggestions; 0 turns the cache off. */
  searchCacheBytes: number
  /** Days from delivery in which a shopper may ask for a return or exchange. */
  returnWindowDays: number
  /** Per phone or e-mail in each window; an IP address gets ten times as many. */
  rateLimits: {
    windowSeconds: number
    loginFailures: number
    otpRequests: number
    otpChecks: number
    /** Per IP address and minute: changes of any kind, and API calls or pages that do not exist. */
    writesPerMinute: number
    notFoundPerMinute: number
  }
}>

export class ConfigError extends Error {}

/** Parses the environment once; the only place that reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`)
  }
  const e = parsed.data
  if ((e.ADMIN_PHONE === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_PHONE and ADMIN_PASSWORD go together')
  }
  const dataDir = path.resolve(e.DATA_DIR)
  mkdirSync(dataDir, { recursive: true })
  return Object.freeze({
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    database: e.DATABASE_URL
      ? { kind: 'postgres' as const, url: e.DATABASE_URL }
      : { kind: 'sqlite' as const, file: path.join(dataDir, 'store.db') },
    jwtSecret: e.JWT_SECRET ?? persistentSecret(dataDir),
    seedDemo: e.SEED_DEMO,
    admin:
      e.ADMIN_PHONE && e.ADMIN_PASSWORD
        ? { phone: e.ADMIN_PHONE, password: e.ADMIN_PASSWORD }
        : null,
    mail: {
      smtpUrl: e.SMTP_URL ?? null,
      from: e.MAIL_FROM,
      outboxDir: path.resolve(e.MAIL_OUTBOX_DIR ?? path.join(dataDir, 'outbox')),
    },
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(
      e.WEB_DIST_DIR ?? path.join(import.meta.dirname, '..', '..', 'web', 'dist'),
    ),
    publicUrl: e.PUBLIC_URL.replace(/\/$/, ''),
    geocoderUrl: e.GEOCODER_URL,
    searchCacheBytes: e.SEARCH_CACHE_MB * 1024 * 1024,
    returnWindowDays: e.RETURN_WINDOW_DAYS,
    rateLimits: {
      windowSeconds: e.RATE_LIMIT_WINDOW_MINUTES * 60,
      loginFailures: e.RATE_LIMIT_LOGIN_FAILURES,
      otpRequests: e.RATE_LIMIT_OTP_REQUESTS,
      otpChecks: e.RATE_LIMIT_OTP_CHECKS,
      writesPerMinute: e.RATE_LIMIT_WRITES_PER_MINUTE,
      notFoundPerMinute: e.RATE_LIMIT_NOT_FOUND_PER_MINUTE,
    },
  })
}

/** A signing secret generated on first start and kept in the data directory. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret')
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim()
    if (secret.length >= 32) return secret
  }
  const secret = randomBytes(48).toString('base64url')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}
