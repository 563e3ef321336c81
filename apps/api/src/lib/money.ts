// Money is integer paise inside the store and rupees (at most two decimals) in API JSON.

export const toRupees = (paise: number) => paise / 100

export const toPaise = (rupees: number) => Math.round(rupees * 100)

/** Price after the discount percent, rounded to the rupee as shoppers see it. */
export const discountedPaise = (pricePaise: number, discountPercent: number) =>
  Math.round((pricePaise * (100 - discountPercent)) / 100 / 100) * 100
