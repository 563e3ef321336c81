import { paths } from '@store/contract'
import type { Db } from '../db/index.js'
import { inTransaction } from '../db/transaction.js'
import type { MailQueue } from '../lib/mail.js'
import type { Contact } from '../records/customer.js'
import type { DeliveredLine } from '../records/order.js'
import { reviewRequestMail } from '../modules/reviews/request-mail.js'
import type { ReviewsService } from '../modules/reviews/service.js'

/** Order lines looked at, and their requests claimed, per transaction. */
export const REQUEST_BATCH = 200
const DAY_MS = 24 * 60 * 60 * 1000
/** Lines delivered this long before their request was due are never asked about. */
const LATE_DAYS = 14

/**
 * The review request mail (decision 079): one per delivered order line, the set number of days
 * after delivery, by a periodic sweep on every instance. Each batch's lines are claimed in one
 * transaction with a conditional insert (one row per order line), so sweeps racing on several
 * instances never mail a line twice, and the mail is queued in that same transaction. Lines
 * fully returned, already reviewed, or of a shopper who unsubscribed are skipped; so are lines
 * delivered more than 14 days before their request fell due (a store that just started asking
 * does not mail its whole history).
 */
export function requestReviewsFlow(deps: {
  db: Db
  reviews: ReviewsService
  linesDeliveredBetween: (
    window: { from: string; to: string },
    afterItemId: number,
    limit: number,
  ) => Promise<DeliveredLine[]>
  returnedUnits: (orderItemIds: number[]) => Promise<Map<number, number>>
  contacts: (userIds: number[], trx: Db) => Promise<Contact[]>
  outbox: MailQueue
  publicUrl: string
  batch?: number
}) {
  const { db, reviews, outbox, publicUrl } = deps
  const batch = deps.batch ?? REQUEST_BATCH

  async function ask(lines: DeliveredLine[]) {
    const [skip, returned] = await Promise.all([
      reviews.notToAsk(lines),
      deps.returnedUnits(lines.map((line) => line.orderItemId)),
    ])
    const due = lines.filter(
      (line) =>
        !skip.has(line.orderItemId) && (returned.get(line.orderItemId) ?? 0) < line.quantity,
    )
    if (due.length === 0) return
    await inTransaction(db, async (trx) => {
      const shoppers = new Map(
        (await deps.contacts([...new Set(due.map((line) => line.userId))], trx)).map((c) => [
          c.id,
          c,
        ]),
      )
      for (const line of due) {
        const shopper = shoppers.get(line.userId)
        if (!shopper || !(await reviews.claimRequest(trx, line.orderItemId, line.userId))) continue
        const form = `${publicUrl}${paths.reviewForm(String(line.productId))}`
        await outbox.enqueue(
          trx,
          reviewRequestMail(shopper, line, form, reviews.unsubscribeLink(publicUrl, line.userId)),
        )
      }
    })
  }

  /** One pass over the lines whose request is due now. */
  return async function sweep(now = Date.now()) {
    const { requestAfterDays } = await reviews.settings()
    const to = now - requestAfterDays * DAY_MS
    const window = {
      from: new Date(to - LATE_DAYS * DAY_MS).toISOString(),
      to: new Date(to).toISOString(),
    }
    let after = 0
    for (;;) {
      const lines = await deps.linesDeliveredBetween(window, after, batch)
      if (lines.length === 0) break
      await ask(lines)
      after = lines[lines.length - 1]?.orderItemId ?? after
      if (lines.length < batch) break
    }
  }
}
