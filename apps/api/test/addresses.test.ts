import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { address } from './factories.js'
import { type FakeGeocoder, startFakeGeocoder } from './fake-geocoder.js'
import { createTestApp, type TestApp } from './helpers.js'
import { type Shopper, signUpShopper } from './sign-in.js'

let t: TestApp
let asha: Shopper
let ravi: Shopper
let geocoder: FakeGeocoder

beforeAll(async () => {
  geocoder = await startFakeGeocoder((url) => url.includes('lat=0&'))
  t = await createTestApp({ env: geocoder.env })
  asha = await signUpShopper(t, 'Asha')
  ravi = await signUpShopper(t, 'Ravi')
})
afterAll(async () => {
  await t.close()
  await geocoder.close()
})

const stored = () => t.db.selectFrom('addresses').selectAll().orderBy('id').execute()

describe('addresses', () => {
  it('adds, lists, updates and removes an address of the caller', async () => {
    const added = await asha.call('POST', '/addresss', { _id: asha.userId, ...address })
    expect(added.statusCode).toBe(200)
    expect(added.json().message).toBe('Address added successfully')
    const id = added.json().data._id as string

    const mine = await asha.call('GET', '/addresss')
    expect(mine.json().data).toEqual([{ _id: id, userId: asha.userId, ...address }])
    expect(mine.headers['cache-control']).toBe('no-store')
    expect((await asha.call('GET', `/addresss/user/${asha.userId}`)).json().data).toHaveLength(1)

    const updated = await asha.call('PUT', `/addresss/${id}`, { ...address, city: 'Mumbai' })
    expect(updated.json().data.city).toBe('Mumbai')

    const removed = await asha.call('DELETE', `/addresss/${id}`)
    expect(removed.json().message).toBe('Address Removed')
    expect((await asha.call('GET', '/addresss')).json().data).toEqual([])
    // Disabled, not deleted: orders keep pointing at it.
    expect((await stored()).find((row) => String(row.id) === id)?.is_active).toBe(0)
  })

  it('requires all six fields, a 6-digit pincode and a 10-digit mobile', async () => {
    const before = await stored()
    const cases: Array<[object, string]> = [
      [{ ...address, name: '' }, 'name is required'],
      [{ ...address, city: undefined }, 'city is required'],
      [{ ...address, zip: '4110' }, 'zip must be a 6-digit Indian pincode'],
      [{ ...address, zip: '011001' }, 'zip must be a 6-digit Indian pincode'],
      [{ ...address, phone: '12345' }, 'phone must be a 10-digit Indian mobile number'],
      [{ ...address, state: 'x'.repeat(10_000) }, 'state must be at most 100 characters'],
      [{ ...address, country: '<script>' }, 'country must be plain text'],
      [{ ...address, role: 'ADMIN' }, 'Unrecognized key'],
    ]
    for (const [payload, message] of cases) {
      const res = await asha.call('POST', '/addresss', payload)
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toContain(message)
    }
    expect(await stored()).toEqual(before)
  })

  it("keeps each user's addresses their own", async () => {
    const added = await ravi.call('POST', '/addresss', address)
    const id = added.json().data._id as string
    const before = await stored()

    expect(
      (await asha.call('POST', '/addresss', { ...address, _id: ravi.userId })).statusCode,
    ).toBe(403)
    expect((await asha.call('GET', `/addresss/user/${ravi.userId}`)).statusCode).toBe(403)
    expect((await asha.call('PUT', `/addresss/${id}`, address)).statusCode).toBe(404)
    expect((await asha.call('DELETE', `/addresss/${id}`)).statusCode).toBe(404)
    expect((await asha.call('GET', '/addresss')).json().data).toEqual([])
    expect(await stored()).toEqual(before)
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/addresss' })).statusCode).toBe(401)
  })

  it('looks up a location through the configured geocoder', async () => {
    const res = await asha.call('GET', '/geocode/reverse?lat=18.52&lon=73.85')
    expect(res.statusCode).toBe(200)
    expect(res.json().data.address).toMatchObject({ town: 'Pune', postcode: '411004' })
    expect(geocoder.lookups.at(-1)).toBe('/reverse?lat=18.52&lon=73.85&format=json')

    expect((await asha.call('GET', '/geocode/reverse?lat=0&lon=0')).statusCode).toBe(502)
    expect((await asha.call('GET', '/geocode/reverse?lat=200&lon=0')).statusCode).toBe(400)
    for (const query of ['lat=&lon=', 'lat=12.9&lon=', 'lat=north&lon=77.5', 'lat=0x10&lon=1'])
      expect((await asha.call('GET', `/geocode/reverse?${query}`)).statusCode, query).toBe(400)
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/geocode/reverse?lat=1&lon=1' }))
        .statusCode,
    ).toBe(401)
  })
})
