import { DEFAULT_SIZE, LIMITS } from '@store/contract'

/** 1 to 4 left: the store's 'few left', the same threshold as its stock badge. */
export const isFewLeft = (stock: number) => stock > 0 && stock < LIMITS.lowStockBelow

export const onlyLeftIn = (left: number, size: string) =>
  size === DEFAULT_SIZE ? `Only ${left} left` : `Only ${left} left in ${size}`

export const soldOutIn = (size: string) =>
  size === DEFAULT_SIZE ? 'Sold out' : `Sold out in size ${size}`

/** A line's size as a cart or an order shows it: 'Size M', or 'Free Size' as it is. */
export const sizeLabel = (size: string) => (size === DEFAULT_SIZE ? size : `Size ${size}`)
