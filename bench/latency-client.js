// Sequential requests, one at a time, timed from a small process of their own: the bench's own
// process holds Lighthouse, Playwright and the app's sources, and its pauses would be counted as
// the server's. Plain JavaScript run by node itself.
// Input (argv[2], JSON): { requests: [{ url, method, body? }], warmUp, rounds }.
// Output (stdout, JSON): the milliseconds of each measured request, round by round.
import http from 'node:http'

const { requests, warmUp, rounds } = JSON.parse(process.argv[2] ?? '{}')
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })

function send({ url, method, body }) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method,
        agent,
        headers: {
          'accept-encoding': 'br, gzip',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
      },
      (response) => {
        response.on('data', () => undefined)
        response.on('end', () =>
          response.statusCode < 400
            ? resolve()
            : reject(new Error(`${method} ${url} answered ${response.statusCode}`)),
        )
      },
    )
    request.on('error', reject)
    request.end(body === undefined ? undefined : JSON.stringify(body))
  })
}

const times = []
for (let round = 0; round < warmUp + rounds; round++) {
  for (const request of requests) {
    const started = performance.now()
    await send(request)
    if (round >= warmUp) times.push(performance.now() - started)
  }
}
agent.destroy()
process.stdout.write(JSON.stringify(times))
