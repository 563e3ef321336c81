// The baseline: a bare Fastify server answering the same JSON bytes from memory. Plain
// JavaScript run by node itself, so its start time is Fastify's alone.
import { readFileSync } from 'node:fs'
import Fastify from 'fastify'

const [port = '3402', listFile = '', detailFile = ''] = process.argv.slice(2)
const list = readFileSync(listFile)
const detail = readFileSync(detailFile)

const app = Fastify({ logger: false })
app.get('/healthz', async () => ({ status: 'ok' }))
app.get('/list', (_request, reply) => reply.type('application/json').send(list))
app.get('/detail', (_request, reply) => reply.type('application/json').send(detail))
await app.listen({ port: Number(port), host: '127.0.0.1' })
