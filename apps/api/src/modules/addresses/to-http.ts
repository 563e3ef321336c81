import type { Address } from '@store/contract'
import type { AddressRow } from '../../db/schema.js'

export const toAddress = (row: AddressRow): Address => ({
  _id: String(row.id),
  userId: String(row.user_id),
  name: row.name,
  city: row.city,
  state: row.state,
  country: row.country,
  zip: row.zip,
  phone: row.phone,
})
