// Money is integer paise inside the store and rupees (at most two decimals) in API JSON.

export const toRupees = (paise: number) => paise / 100

/** Whole rupees or rupees and paise, as the API takes them, to integer paise. */
export const toPaise = (rupees: number) => Math.round(rupees * 100)
