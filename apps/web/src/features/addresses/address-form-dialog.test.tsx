import { describe, expect, it } from 'vitest'
import { fieldsFromPlace } from './address-form-dialog'

const place = (address: Record<string, string>) => ({
  display_name: 'Gandhi Chowk, Nashik, Maharashtra, 422001, India',
  address,
})

describe('fieldsFromPlace', () => {
  it('takes the city, else the town, else the village', () => {
    expect(fieldsFromPlace(place({ city: 'Pune', town: 'X' })).city).toBe('Pune')
    expect(fieldsFromPlace(place({ town: 'Lonavala', village: 'Y' })).city).toBe('Lonavala')
    expect(fieldsFromPlace(place({ village: 'Malshej' })).city).toBe('Malshej')
  })

  it('builds the line from road and suburb, or else the start of the display name', () => {
    expect(fieldsFromPlace(place({ road: 'FC Road', suburb: 'Deccan' })).name).toBe(
      'FC Road, Deccan',
    )
    expect(fieldsFromPlace(place({})).name).toBe('Gandhi Chowk, Nashik')
  })

  it('fills state, country and a pincode without spaces', () => {
    expect(
      fieldsFromPlace(place({ state: 'Maharashtra', country: 'India', postcode: '411 004' })),
    ).toMatchObject({ state: 'Maharashtra', country: 'India', zip: '411004' })
  })
})
