import type * as S3 from '@aws-sdk/client-s3'
import type { Readable } from 'node:stream'
import { type FileStorage, SAFE_NAME, createDiskStorage, storedName } from './storage.js'

export type ObjectStorageConfig = {
  bucket: string
  /** Key prefix inside the bucket ('' for none), without a trailing slash. */
  prefix: string
  region: string
  /** An S3-compatible service's address (Cloudflare R2, MinIO); unset for AWS S3. */
  endpoint: string | null
  forcePathStyle: boolean
  credentials: { accessKeyId: string; secretAccessKey: string } | null
  /** Where browsers fetch images (a CDN or the bucket's public address); null: the store proxies. */
  publicUrl: string | null
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  avif: 'image/avif',
}
const contentType = (name: string) =>
  CONTENT_TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream'

export type StoredObject = { body: Readable; contentType: string; length: number | undefined }

/**
 * Images in an S3-compatible bucket (decision 054), so every instance serves every upload. Names
 * are content hashes, so an object is written once and never changes: it is uploaded with a
 * one-year immutable cache rule, and a name already there is not uploaded again.
 */
export function createObjectStorage(config: ObjectStorageConfig) {
  // The SDK is large: it loads with the first image read or written, not at start.
  let connected: Promise<{ sdk: typeof S3; client: S3.S3Client }> | null = null
  let opened: S3.S3Client | null = null
  const s3 = () =>
    (connected ??= import('@aws-sdk/client-s3').then((sdk) => {
      opened = new sdk.S3Client({
        region: config.region,
        ...(config.endpoint ? { endpoint: config.endpoint } : {}),
        forcePathStyle: config.forcePathStyle,
        ...(config.credentials ? { credentials: config.credentials } : {}),
      })
      return { sdk, client: opened }
    }))
  const keyOf = (name: string) => (config.prefix ? `${config.prefix}/${name}` : name)

  const storage: FileStorage & {
    read(name: string): Promise<StoredObject | null>
    /** Where browsers fetch an image directly (CDN), or null when the store proxies it. */
    publicUrlOf(name: string): string | null
    close(): void
  } = {
    async put(name, bytes) {
      if (!SAFE_NAME.test(name)) throw new Error(`Unsafe file name ${name}`)
      const { sdk, client } = await s3()
      const exists = await client
        .send(new sdk.HeadObjectCommand({ Bucket: config.bucket, Key: keyOf(name) }))
        .then(
          () => true,
          (error: unknown) => {
            if (error instanceof sdk.NotFound || error instanceof sdk.NoSuchKey) return false
            throw error
          },
        )
      if (!exists) {
        await client.send(
          new sdk.PutObjectCommand({
            Bucket: config.bucket,
            Key: keyOf(name),
            Body: bytes,
            ContentType: contentType(name),
            CacheControl: 'public, max-age=31536000, immutable',
          }),
        )
      }
      // The catalogue keeps the store's own address; /images/ serves or redirects it.
      return `/images/${name}`
    },

    async remove(url) {
      const name = storedName(url)
      if (!name) return
      const { sdk, client } = await s3()
      await client.send(new sdk.DeleteObjectCommand({ Bucket: config.bucket, Key: keyOf(name) }))
    },

    /** The object's bytes as a stream, or null when the bucket has no such image. */
    async read(name) {
      if (!SAFE_NAME.test(name)) return null
      const { sdk, client } = await s3()
      try {
        const answer = await client.send(
          new sdk.GetObjectCommand({ Bucket: config.bucket, Key: keyOf(name) }),
        )
        return {
          body: answer.Body as Readable,
          contentType: answer.ContentType ?? contentType(name),
          length: answer.ContentLength,
        }
      } catch (error) {
        if (error instanceof sdk.NoSuchKey || error instanceof sdk.NotFound) return null
        throw error
      }
    },

    publicUrlOf(name) {
      return config.publicUrl && SAFE_NAME.test(name) ? `${config.publicUrl}/${name}` : null
    },

    close() {
      opened?.destroy()
    },
  }
  return storage
}

export type ObjectStorage = ReturnType<typeof createObjectStorage>

/** The store's image storage: the bucket when STORAGE_URL is set, else the data folder. */
export function createImageStorage(config: {
  uploadsDir: string
  objectStorage: ObjectStorageConfig | null
}): { storage: FileStorage; bucket: ObjectStorage | null } {
  if (!config.objectStorage) return { storage: createDiskStorage(config.uploadsDir), bucket: null }
  const bucket = createObjectStorage(config.objectStorage)
  return { storage: bucket, bucket }
}
