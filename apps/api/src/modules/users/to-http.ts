import type { UserDetails } from '@store/contract'
import type { UserRow } from '../../db/schema.js'
import { roleOf } from './service.js'

/** Ids of what else belongs to an account, as its summary lists them. */
type AccountLinks = { addresses: number[]; cart: number[]; orders: number[] }

export function toUserDetails(row: UserRow, links: AccountLinks): UserDetails {
  return {
    _id: String(row.id),
    name: row.name,
    email: row.email,
    avatar: row.avatar,
    mobile: row.mobile,
    verify_email: row.verify_email === 1,
    last_login_date: row.last_login_date,
    status: row.status,
    address_details: links.addresses.map(String),
    shopping_cart: links.cart.map(String),
    orderHistory: links.orders.map(String),
    role: roleOf(row),
  }
}
