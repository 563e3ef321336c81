// Orders at a steady rate from a small process of its own, so that the load generator's work in
// the bench's process is never counted as the store's. Each order is sent on time whether the
// ones before have been answered or not, as shoppers do. Plain JavaScript run by node itself.
// Input (argv[2], JSON): { urls, product, shoppers: [{ token, address }], perSecond, seconds }.
// Output (stdout, JSON): { times: [ms of each placed order], lost, elapsedMs }.
import http from 'node:http'

const { urls, product, shoppers, perSecond, seconds } = JSON.parse(process.argv[2] ?? '{}')
const agent = new http.Agent({ keepAlive: true })
const total = Math.round(perSecond * seconds)
const times = []
let lost = 0

function order(n) {
  const shopper = shoppers[n % shoppers.length]
  const body = JSON.stringify({
    orderItems: [{ _id: product, size: 'M', quantity: 1 }],
    addressid: shopper.address,
    paymentMethod: 'Cash on Delivery',
    paymentby: 'Cash on Delivery',
  })
  const sent = performance.now()
  return new Promise((resolve) => {
    const request = http.request(
      `${urls[n % urls.length]}/api/v1/orders/NewOrder`,
      {
        method: 'POST',
        agent,
        timeout: 10_000,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${shopper.token}`,
        },
      },
      (response) => {
        response.on('data', () => undefined)
        response.on('end', () => {
          if (response.statusCode === 201) times.push(performance.now() - sent)
          else lost++
          resolve()
        })
      },
    )
    request.on('timeout', () => request.destroy(new Error('no answer in 10 s')))
    request.on('error', () => {
      lost++
      resolve()
    })
    request.end(body)
  })
}

// The client's own start (loading node's HTTP code, opening sockets) is not the store's time:
// a few reads through each URL first, on the sockets the orders will then use.
const warm = (url) =>
  new Promise((resolve) => {
    http
      .get(`${url}/healthz`, { agent }, (response) => response.resume().on('end', resolve))
      .on('error', resolve)
  })
for (let round = 0; round < 3; round++)
  await Promise.all(urls.flatMap((url) => [warm(url), warm(url)]))

const started = performance.now()
const pending = []
for (let n = 0; n < total; n++) {
  const wait = started + (n * 1000) / perSecond - performance.now()
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
  pending.push(order(n))
}
await Promise.all(pending)
agent.destroy()
process.stdout.write(JSON.stringify({ times, lost, elapsedMs: performance.now() - started }))
