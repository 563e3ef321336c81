// Writes .br and .gz beside every text asset of the build, served as they are by the API server.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const dist = path.resolve(import.meta.dirname, '..', 'dist')
const compressible = /\.(js|css|html|svg|json|txt|xml)$/

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) yield* files(file)
    else if (compressible.test(name)) yield file
  }
}

for (const file of files(dist)) {
  const bytes = readFileSync(file)
  if (bytes.length < 1024) continue
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  )
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }))
}
