import { createHmac, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gstinProblem } from '@store/contract'
import { z } from 'zod'
import type { DatabaseConfig } from './db/index.js'
import type { ObjectStorageConfig } from './lib/object-storage.js'

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
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  MAIL_RETRY_SECONDS: z.coerce.number().min(0.1).max(86_400).default(30),
  MAIL_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(120).default(10),
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
  PAGE_CACHE_MB: z.coerce.number().min(0).max(1024).default(16),
  STORAGE_URL: z
    .string()
    .regex(
      /^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/[^?]*)?(\?.*)?$/,
      'must be s3://bucket[/prefix][?options]',
    )
    .optional(),
  AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
  AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  IMAGES_PUBLIC_URL: z.string().url().optional(),
  TRUST_PROXY: z
    .string()
    .regex(/^[0-9a-f.:/,\s]+$/i, 'must be the proxy addresses (or CIDR ranges), comma separated')
    .optional(),
  STORE_LEGAL_NAME: z.string().trim().min(1).max(120).optional(),
  STORE_TRADE_NAME: z.string().trim().min(1).max(120).optional(),
  STORE_GSTIN: z
    .string()
    .trim()
    .toUpperCase()
    .refine((gstin) => gstinProblem(gstin) === null, 'must be a valid GSTIN')
    .optional(),
  STORE_ADDRESS: z.string().trim().min(1).max(300).optional(),
  INVOICE_PREFIX: z
    .string()
    .regex(/^[A-Z0-9]{1,3}$/, 'must be 1 to 3 capital letters or digits')
    .default('KK'),
  RETURN_WINDOW_DAYS: z.coerce.number().int().min(0).max(90).default(7),
  RAZORPAY_KEY_ID: z
    .string()
    .regex(
      /^rzp_(test|live)_[A-Za-z0-9]{6,40}$/,
      'must be a Razorpay key id (rzp_test_… or rzp_live_…)',
    )
    .optional(),
  RAZORPAY_KEY_SECRET: z.string().min(8).max(200).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(8).max(200).optional(),
  RAZORPAY_API_URL: z.string().url().default('https://api.razorpay.com'),
  PAYMENT_EXPIRY_MINUTES: z.coerce.number().min(1).max(1440).default(15),
  /** How often each instance asks Razorpay about unpaid orders, expires them and sends refunds. */
  PAYMENT_SWEEP_SECONDS: z.coerce.number().min(0.05).max(3600).default(30),
  /** An unpaid order is looked up at Razorpay once it is this old (a webhook may be lost). */
  PAYMENT_CHECK_AFTER_SECONDS: z.coerce.number().min(0).max(86_400).default(120),
  /** How often each instance looks for wishlist alerts a change did not wake (decision 074). */
  ALERT_SWEEP_SECONDS: z.coerce.number().min(0.05).max(86_400).default(300),
  /** How often each instance looks for review requests that fell due (decision 079). */
  REVIEW_SWEEP_SECONDS: z.coerce.number().min(0.05).max(86_400).default(900),
  REFUND_RETRY_SECONDS: z.coerce.number().min(0.05).max(86_400).default(60),
  REFUND_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(6),
})

export type Config = Readonly<{
  env: 'development' | 'production' | 'test'
  port: number
  host: string
  /** Proxies (nginx, a load balancer) whose X-Forwarded-For names the shopper's address. */
  trustProxy: string[] | null
  dataDir: string
  uploadsDir: string
  /** Images in an S3-compatible bucket; null keeps them in uploadsDir. */
  objectStorage: ObjectStorageConfig | null
  database: DatabaseConfig
  jwtSecret: string
  seedDemo: boolean
  admin: { phone: string; password: string } | null
  mail: {
    smtpUrl: string | null
    from: string
    outboxDir: string
    /** Tries before a mail is marked failed; the first retry waits retryBaseMs, then doubling. */
    maxAttempts: number
    retryBaseMs: number
    /** To connect to the SMTP server, and again for its greeting. */
    timeoutMs: number
  }
  logLevel: string
  webDistDir: string
  publicUrl: string
  geocoderUrl: string
  /**
   * The store's first settings until an admin saves them: the seller's details for invoices
   * (null unless legal name, GSTIN and address are all set) and the return window.
   */
  store: {
    seller: {
      legalName: string
      tradeName: string
      gstin: string
      address: string
      stateCode: string
    } | null
    invoicePrefix: string
    returnWindowDays: number
  }
  /**
   * Online payment (decision 069): real Razorpay with keys; the built-in TEST gateway with the
   * demo and no keys (keys derived from the signing secret, so every instance agrees); else off.
   */
  payments: {
    mode: 'razorpay' | 'test' | 'off'
    apiUrl: string
    keys: { keyId: string; keySecret: string; webhookSecret: string } | null
    expiryMs: number
    sweepMs: number
    checkAfterMs: number
    refundRetryMs: number
    refundMaxAttempts: number
  }
  /** How often each instance sweeps for wishlist alerts (restocks, price drops) to send. */
  alertSweepMs: number
  /** How often each instance sweeps for review request mail that fell due. */
  reviewSweepMs: number
  /** Memory for answers of recent searches and suggestions; 0 turns the cache off. */
  searchCacheBytes: number
  /** Memory for the public pages the server draws; 0 turns the cache off. */
  pageCacheBytes: number
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
  if (e.DATABASE_URL && !e.JWT_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  JWT_SECRET is required with DATABASE_URL: every instance on one database must sign tokens with the same secret (32+ characters)',
    )
  }
  const sellerSet = [e.STORE_LEGAL_NAME, e.STORE_GSTIN, e.STORE_ADDRESS].filter(Boolean).length
  if (sellerSet !== 0 && sellerSet !== 3) {
    throw new ConfigError(
      'Invalid configuration:\n  STORE_LEGAL_NAME, STORE_GSTIN and STORE_ADDRESS go together',
    )
  }
  const razorpayKeys = [e.RAZORPAY_KEY_ID, e.RAZORPAY_KEY_SECRET, e.RAZORPAY_WEBHOOK_SECRET]
  if (razorpayKeys.filter(Boolean).length % 3 !== 0) {
    throw new ConfigError(
      'Invalid configuration:\n  RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET go together',
    )
  }
  const dataDir = path.resolve(e.DATA_DIR)
  mkdirSync(dataDir, { recursive: true })
  const jwtSecret = e.JWT_SECRET ?? persistentSecret(dataDir)
  return Object.freeze({
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    trustProxy: e.TRUST_PROXY
      ? e.TRUST_PROXY.split(',')
          .map((address) => address.trim())
          .filter(Boolean)
      : null,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    objectStorage: e.STORAGE_URL ? objectStorage(e) : null,
    database: e.DATABASE_URL
      ? { kind: 'postgres' as const, url: e.DATABASE_URL }
      : { kind: 'sqlite' as const, file: path.join(dataDir, 'store.db') },
    jwtSecret,
    seedDemo: e.SEED_DEMO,
    admin:
      e.ADMIN_PHONE && e.ADMIN_PASSWORD
        ? { phone: e.ADMIN_PHONE, password: e.ADMIN_PASSWORD }
        : null,
    mail: {
      smtpUrl: e.SMTP_URL ?? null,
      from: e.MAIL_FROM,
      outboxDir: path.resolve(e.MAIL_OUTBOX_DIR ?? path.join(dataDir, 'outbox')),
      maxAttempts: e.MAIL_MAX_ATTEMPTS,
      retryBaseMs: e.MAIL_RETRY_SECONDS * 1000,
      timeoutMs: e.MAIL_TIMEOUT_SECONDS * 1000,
    },
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(
      e.WEB_DIST_DIR ?? path.join(import.meta.dirname, '..', '..', 'web', 'dist'),
    ),
    publicUrl: e.PUBLIC_URL.replace(/\/$/, ''),
    geocoderUrl: e.GEOCODER_URL,
    payments: payments(e, jwtSecret),
    alertSweepMs: e.ALERT_SWEEP_SECONDS * 1000,
    reviewSweepMs: e.REVIEW_SWEEP_SECONDS * 1000,
    searchCacheBytes: e.SEARCH_CACHE_MB * 1024 * 1024,
    pageCacheBytes: e.PAGE_CACHE_MB * 1024 * 1024,
    store: {
      seller:
        e.STORE_LEGAL_NAME && e.STORE_GSTIN && e.STORE_ADDRESS
          ? {
              legalName: e.STORE_LEGAL_NAME,
              tradeName: e.STORE_TRADE_NAME ?? e.STORE_LEGAL_NAME,
              gstin: e.STORE_GSTIN,
              address: e.STORE_ADDRESS,
              stateCode: e.STORE_GSTIN.slice(0, 2),
            }
          : null,
      invoicePrefix: e.INVOICE_PREFIX,
      returnWindowDays: e.RETURN_WINDOW_DAYS,
    },
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

function payments(e: z.infer<typeof EnvSchema>, jwtSecret: string): Config['payments'] {
  const derived = (name: string) => createHmac('sha256', jwtSecret).update(name).digest('hex')
  const mode = e.RAZORPAY_KEY_ID ? 'razorpay' : e.SEED_DEMO ? 'test' : 'off'
  return {
    mode,
    apiUrl: e.RAZORPAY_API_URL,
    keys:
      e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET && e.RAZORPAY_WEBHOOK_SECRET
        ? {
            keyId: e.RAZORPAY_KEY_ID,
            keySecret: e.RAZORPAY_KEY_SECRET,
            webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
          }
        : mode === 'test'
          ? {
              keyId: 'rzp_test_KapdaKartTEST',
              keySecret: derived('test-gateway-key'),
              webhookSecret: derived('test-gateway-webhook'),
            }
          : null,
    expiryMs: e.PAYMENT_EXPIRY_MINUTES * 60_000,
    sweepMs: e.PAYMENT_SWEEP_SECONDS * 1000,
    checkAfterMs: e.PAYMENT_CHECK_AFTER_SECONDS * 1000,
    refundRetryMs: e.REFUND_RETRY_SECONDS * 1000,
    refundMaxAttempts: e.REFUND_MAX_ATTEMPTS,
  }
}

/**
 * `STORAGE_URL=s3://bucket/prefix?region=ap-south-1&endpoint=https://...&forcePathStyle=true`:
 * endpoint and path style for S3-compatible services; the keys come from AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY (or the SDK's usual sources when unset).
 */
function objectStorage(e: z.infer<typeof EnvSchema>): ObjectStorageConfig {
  const url = new URL(e.STORAGE_URL as string)
  const option = (name: string) => url.searchParams.get(name)
  const endpoint = option('endpoint')
  if (endpoint && !/^https?:\/\//.test(endpoint)) {
    throw new ConfigError(
      'Invalid configuration:\n  STORAGE_URL: endpoint must be an http(s) address',
    )
  }
  if ((e.AWS_ACCESS_KEY_ID === undefined) !== (e.AWS_SECRET_ACCESS_KEY === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together',
    )
  }
  return {
    bucket: url.hostname,
    prefix: decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, ''),
    region: option('region') ?? 'us-east-1',
    endpoint,
    forcePathStyle: option('forcePathStyle') === 'true',
    credentials:
      e.AWS_ACCESS_KEY_ID && e.AWS_SECRET_ACCESS_KEY
        ? { accessKeyId: e.AWS_ACCESS_KEY_ID, secretAccessKey: e.AWS_SECRET_ACCESS_KEY }
        : null,
    publicUrl: e.IMAGES_PUBLIC_URL?.replace(/\/$/, '') ?? null,
  }
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
