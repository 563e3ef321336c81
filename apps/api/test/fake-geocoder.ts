import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local stand-in for the public reverse geocoder, so no test reaches the internet. It answers
 * every lookup with one address in Pune, or a 500 for the lookups `fails` picks.
 */
export async function startFakeGeocoder(fails: (url: string) => boolean = () => false) {
  const lookups: string[] = []
  const server = createServer((req, res) => {
    const url = req.url ?? ''
    lookups.push(url)
    if (fails(url)) {
      res.writeHead(500).end()
      return
    }
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(
      JSON.stringify({
        display_name: 'FC Road, Pune, Maharashtra, 411004, India',
        address: {
          road: 'FC Road',
          town: 'Pune',
          state: 'Maharashtra',
          country: 'India',
          postcode: '411004',
        },
      }),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    env: { GEOCODER_URL: `http://127.0.0.1:${port}/reverse` },
    lookups,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
export type FakeGeocoder = Awaited<ReturnType<typeof startFakeGeocoder>>
