// A stand-in for the public reverse geocoder, so journeys never leave the machine.
import { createServer } from 'node:http'

const port = Number(process.env.PORT ?? 3301)

createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`)
  if (url.pathname === '/healthz') return res.end('ok')
  res.writeHead(200, { 'content-type': 'application/json' })
  res.end(
    JSON.stringify({
      display_name: 'FC Road, Shivajinagar, Pune, Maharashtra, 411004, India',
      address: {
        road: 'FC Road',
        suburb: 'Shivajinagar',
        city: 'Pune',
        state: 'Maharashtra',
        country: 'India',
        postcode: '411004',
      },
    }),
  )
}).listen(port, '127.0.0.1')
