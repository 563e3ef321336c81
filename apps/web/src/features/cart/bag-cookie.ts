import { BAG_COOKIE } from '@store/contract'
import { type UserRoot, selectSignedIn } from '@/features/account'
import { type CartRoot, selectCart } from './cart-slice'

type Store = { getState: () => CartRoot & UserRoot; subscribe: (listener: () => void) => unknown }

const YEAR_SECONDS = 365 * 24 * 3600

/**
 * Keeps `BAG_COOKIE` true to the device: set while its bag has lines or a shopper is signed in
 * (her bag is kept on the server), cleared otherwise. The server draws '/cart' only for a
 * browser without it, as the empty bag that browser shows.
 */
export function keepBagCookie(store: Store) {
  let told: boolean | undefined
  const tell = () => {
    const state = store.getState()
    const mayHold = selectCart(state).length > 0 || selectSignedIn(state)
    if (mayHold === told) return
    told = mayHold
    document.cookie = `${BAG_COOKIE}=${mayHold ? 1 : ''}; path=/; max-age=${mayHold ? YEAR_SECONDS : 0}; samesite=lax`
  }
  tell()
  store.subscribe(tell)
}
