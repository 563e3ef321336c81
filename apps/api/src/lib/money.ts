// Money is integer paise inside the store and rupees (at most two decimals) in API JSON.

export const toRupees = (paise: number) => paise / 100

/** Whole rupees or rupees and paise, as the API takes them, to integer paise. */
export const toPaise = (rupees: number) => Math.round(rupees * 100)

/** Paise as a shopper reads rupees in a message: '₹1,048', '₹10,000', '₹333.33'. */
export const formatRupees = (paise: number) =>
  `₹${toRupees(paise).toLocaleString('en-IN', { maximumFractionDigits: 2 })}`
