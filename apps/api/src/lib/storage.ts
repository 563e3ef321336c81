import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** Where uploaded files live. Local disk now; an object store can implement the same interface. */
export interface FileStorage {
  /** Stores bytes under a name (idempotent) and answers the public URL. */
  put(name: string, bytes: Buffer): Promise<string>
}

export function createDiskStorage(dir: string, publicPrefix = '/images/'): FileStorage {
  let ready: Promise<unknown> | null = null
  return {
    async put(name, bytes) {
      if (!/^[a-z0-9][a-z0-9.-]*$/.test(name)) throw new Error(`Unsafe file name ${name}`)
      ready ??= mkdir(dir, { recursive: true })
      await ready
      const target = path.join(dir, name)
      const temp = `${target}.${process.pid}.tmp`
      await writeFile(temp, bytes)
      await rename(temp, target)
      return publicPrefix + name
    },
  }
}
