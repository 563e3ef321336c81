import { z } from 'zod'
import { MobileSchema } from './auth.js'
import { IdSchema, textLine } from './common.js'

// Saved delivery addresses, and the reverse geocoding that prefills a new one.

export const AddressSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  zip: z.string(),
  phone: z.string(),
})
export type Address = z.infer<typeof AddressSchema>

export const AddressFieldsSchema = z.strictObject({
  name: textLine('name', 200),
  city: textLine('city', 100),
  state: textLine('state', 100),
  country: textLine('country', 100),
  zip: z
    .string({ error: 'zip is required' })
    .trim()
    .regex(/^[1-9][0-9]{5}$/, 'zip must be a 6-digit Indian pincode'),
  phone: MobileSchema,
})
export type AddressFields = z.infer<typeof AddressFieldsSchema>

/** SPEC's create call names the user in `_id`. */
export const AddressCreateBodySchema = AddressFieldsSchema.extend({ _id: IdSchema.optional() })

export const AddressIdParamsSchema = z.object({ addressId: IdSchema })

/** Degrees as JavaScript prints a number (1e-7 near the equator); an empty value is missing, not 0. */
const coordinate = (name: string, max: number) =>
  z
    .string()
    .regex(/^-?\d{1,3}(\.\d{1,20})?(e-\d{1,3})?$/, `${name} must be a number of degrees`)
    .transform(Number)
    .pipe(z.number().min(-max).max(max))

export const ReverseGeocodeQuerySchema = z.object({
  lat: coordinate('lat', 90),
  lon: coordinate('lon', 180),
})

export const ReverseGeocodeSchema = z.object({
  display_name: z.string(),
  address: z.object({
    road: z.string().optional(),
    suburb: z.string().optional(),
    city: z.string().optional(),
    town: z.string().optional(),
    village: z.string().optional(),
    state: z.string().optional(),
    country: z.string().optional(),
    postcode: z.string().optional(),
  }),
})
export type ReverseGeocode = z.infer<typeof ReverseGeocodeSchema>
