import type { UpdateUserBody, UserDetails } from '@store/contract'
import type { UserRow } from '../db/schema.js'
import type { AddressService } from '../modules/addresses/service.js'
import type { CartService } from '../modules/cart/service.js'
import type { OrderService } from '../modules/orders/service.js'
import type { UsersService } from '../modules/users/service.js'
import { toUserDetails } from '../modules/users/to-http.js'

/**
 * An account's summary, as sign-in, the profile page and a profile update answer it: the
 * account and the ids of its addresses, cart lines and orders, which three other modules hold.
 * Reads only; the three lists are read at once.
 */
export function accountSummaryFlow(deps: {
  users: UsersService
  addresses: AddressService
  cart: CartService
  orders: OrderService
}) {
  const { users, addresses, cart, orders } = deps

  async function summaryOf(account: UserRow): Promise<UserDetails> {
    const [addressIds, cartIds, orderIds] = await Promise.all([
      addresses.ids(account.id),
      cart.lineIds(account.id),
      orders.ids(account.id),
    ])
    return toUserDetails(account, { addresses: addressIds, cart: cartIds, orders: orderIds })
  }

  return {
    summaryOf,
    of: async (userId: number) => summaryOf(await users.get(userId)),
    /** Saves the profile and answers the summary as it now is. */
    updateProfile: async (body: UpdateUserBody) => summaryOf(await users.update(body)),
  }
}

export type AccountSummary = ReturnType<typeof accountSummaryFlow>
