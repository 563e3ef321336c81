import type { StoreSettingsBody } from '@store/contract'
import type { Db } from '../db/index.js'
import { isUniqueViolation } from '../db/sql.js'
import { inTransaction } from '../db/transaction.js'
import type { InvoiceService } from '../modules/invoices/service.js'
import type { OrderService } from '../modules/orders/service.js'
import type { SettingsService } from '../modules/settings/service.js'
import type { IssueInvoice } from './issue-invoice.js'

const BATCH = 500

/**
 * Saves the store's settings, then issues the invoice of every shipped order that has none (it
 * shipped before the seller's GST details existed). Each invoice takes its own short transaction
 * after the save has committed, so a long backlog never holds the settings or a document counter
 * locked, and an invoice issued meanwhile by another save or instance is simply skipped.
 */
export function saveSettingsFlow(deps: {
  db: Db
  settings: SettingsService
  orders: OrderService
  invoices: InvoiceService
  issueInvoice: IssueInvoice
}) {
  const { db, settings, orders, invoices, issueInvoice } = deps

  async function issueMissing(): Promise<number> {
    const shipped = await orders.shippedOrderIds()
    let issued = 0
    for (let i = 0; i < shipped.length; i += BATCH) {
      const batch = shipped.slice(i, i + BATCH)
      const done = await invoices.invoicedOrderIds(batch)
      for (const orderId of batch.filter((id) => !done.has(id))) {
        try {
          const number = await inTransaction(db, async (trx) =>
            issueInvoice(trx, await orders.record(trx, orderId)),
          )
          if (number !== null) issued += 1
        } catch (error) {
          // Issued meanwhile by another save or instance: nothing is lost.
          if (!isUniqueViolation(error)) throw error
        }
      }
    }
    return issued
  }

  return async (body: StoreSettingsBody, adminId: number) => {
    const saved = await settings.save(body, adminId)
    return { settings: saved, invoicesIssued: await issueMissing() }
  }
}

export type SaveSettings = ReturnType<typeof saveSettingsFlow>
