import { randomBytes } from 'node:crypto'
import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** Where uploaded files live: local disk by default, or an S3-compatible bucket (object-storage.ts). */
export interface FileStorage {
  /** Stores bytes under a name (idempotent) and answers the public URL. */
  put(name: string, bytes: Buffer): Promise<string>
  /** Deletes the file behind a URL `put` answered; a file already gone is no error. */
  remove(url: string): Promise<void>
}

/** The stored name behind a URL `put` answered, or null for any other URL. */
export function storedName(url: string, publicPrefix = '/images/'): string | null {
  if (!url.startsWith(publicPrefix)) return null
  const name = url.slice(publicPrefix.length)
  return SAFE_NAME.test(name) ? name : null
}

/** Upload names are content hashes with an extension: nothing else is stored or read. */
export const SAFE_NAME = /^[a-z0-9][a-z0-9.-]*$/

export function createDiskStorage(dir: string, publicPrefix = '/images/'): FileStorage {
  let ready: Promise<unknown> | null = null
  return {
    async put(name, bytes) {
      if (!SAFE_NAME.test(name)) throw new Error(`Unsafe file name ${name}`)
      ready ??= mkdir(dir, { recursive: true })
      await ready
      const target = path.join(dir, name)
      // Each write has its own temporary file: the same picture uploaded twice at once writes
      // the same name twice, and the second rename simply replaces the first's identical file.
      const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`
      await writeFile(temp, bytes)
      await rename(temp, target)
      return publicPrefix + name
    },
    async remove(url) {
      const name = storedName(url, publicPrefix)
      if (name) await rm(path.join(dir, name), { force: true })
    },
  }
}
