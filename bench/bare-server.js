// The baseline: a bare Fastify server answering the same JSON bytes from memory, and a static
// copy of a store page with its images (static-page.ts). Plain JavaScript run by node itself, so
// its start time is Fastify's alone.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import Fastify from 'fastify'

const [port = '3402', listFile = '', detailFile = '', pageFile = '', imagesDir = ''] =
  process.argv.slice(2)
const list = readFileSync(listFile)
const detail = readFileSync(detailFile)

const app = Fastify({ logger: false })
app.get('/healthz', async () => ({ status: 'ok' }))
app.get('/list', (_request, reply) => reply.type('application/json').send(list))
app.get('/detail', (_request, reply) => reply.type('application/json').send(detail))
app.get('/page', (_request, reply) =>
  reply.type('text/html; charset=utf-8').send(existsSync(pageFile) ? readFileSync(pageFile) : ''),
)
app.get('/images/:name', (request, reply) => {
  const file = path.join(imagesDir, path.basename(String(request.params.name)))
  if (!existsSync(file)) return reply.code(404).send()
  return reply.type('image/webp').send(readFileSync(file))
})
await app.listen({ port: Number(port), host: '127.0.0.1' })
