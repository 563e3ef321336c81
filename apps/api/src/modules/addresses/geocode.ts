import { type ReverseGeocode, ReverseGeocodeSchema } from '@store/contract'
import { AppError } from '../../lib/errors.js'

export type Geocoder = (lat: number, lon: number) => Promise<ReverseGeocode>

/**
 * Reverse geocoding through the configured service (OpenStreetMap's Nominatim by default). The
 * store asks on the shopper's behalf: the service sees the store, not the shopper, and the page
 * keeps a same-origin-only content security policy.
 */
export function createGeocoder({ url, userAgent }: { url: string; userAgent: string }): Geocoder {
  return async (lat, lon) => {
    const target = new URL(url)
    target.searchParams.set('lat', String(lat))
    target.searchParams.set('lon', String(lon))
    target.searchParams.set('format', 'json')
    const failed = new AppError(502, 'BAD_GATEWAY', 'Could not look up this location')
    let body: unknown
    try {
      const response = await fetch(target, {
        headers: { 'user-agent': userAgent, 'accept-language': 'en' },
        signal: AbortSignal.timeout(5_000),
      })
      if (!response.ok) throw failed
      body = await response.json()
    } catch {
      throw failed
    }
    const parsed = ReverseGeocodeSchema.safeParse(body)
    if (!parsed.success) throw failed
    return parsed.data
  }
}
