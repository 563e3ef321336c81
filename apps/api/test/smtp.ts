import { type AddressInfo, type Socket, createServer } from 'node:net'
import { SMTPServer } from 'smtp-server'

export type Received = { to: string[]; raw: string }

/** A local SMTP server that accepts every mail and keeps it (smtp-server), on 127.0.0.1. */
export async function startSmtpSink(port = 0) {
  const received: Received[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = ''
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()))
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.server.address() as AddressInfo
  return {
    port: address.port,
    received,
    /**
     * The first mail to `to` (holding `text`, when given) within `ms`, decoded from
     * quoted-printable enough to read codes.
     */
    async waitFor(to: string, text = '', ms = 15_000): Promise<string> {
      const deadline = Date.now() + ms
      const decode = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')
      for (;;) {
        const mail = received.find((m) => m.to.includes(to) && decode(m.raw).includes(text))
        if (mail) return decode(mail.raw)
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${ms} ms`)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A server that accepts connections and never says a word, like a hung mail server. */
export async function startSilentServer(port = 0) {
  const sockets = new Set<Socket>()
  const server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
