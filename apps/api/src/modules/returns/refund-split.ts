// How a refund divides between store credit and cash when the order was paid partly by each
// (decision 062). What was paid each way goes back each way: each refund takes its share of the
// credit still unrefunded, in proportion to the order's total still unrefunded, rounded to the
// paisa; a refund of everything still unrefunded takes all the credit left. Rounding therefore
// never accumulates: once every unit is back, the credit refunded equals the credit paid and the
// cash refunded the cash collected, to the paisa, in whatever pieces the goods came back.

/** What an order was paid, in paise: its total, and the part of it paid by store credit. */
export type Paid = { total: number; credit: number }

/**
 * The store-credit part of each refund of `amounts` (paise), given in the order they are
 * refunded; the rest of each is cash. Amounts beyond what is left unrefunded are the caller's
 * error and are not checked here.
 */
export function creditShares(paid: Paid, amounts: number[]): number[] {
  let restTotal = paid.total
  let restCredit = paid.credit
  return amounts.map((amount) => {
    const restCash = restTotal - restCredit
    const share =
      amount >= restTotal
        ? restCredit
        : Math.min(
            amount,
            restCredit,
            Math.max(amount - restCash, Math.round((amount * restCredit) / restTotal)),
          )
    restTotal -= amount
    restCredit -= share
    return share
  })
}

/** The credit part of the next refund of an order, after the refunds it has had. */
export const nextCreditShare = (paid: Paid, refunded: number[], amount: number) =>
  creditShares(paid, [...refunded, amount]).at(-1) ?? 0
