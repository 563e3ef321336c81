// Money is integer paise inside the store and rupees (at most two decimals) in API JSON.

export const toRupees = (paise: number) => paise / 100
