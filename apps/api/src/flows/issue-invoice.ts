import type { Db } from '../db/index.js'
import type { CatalogService } from '../modules/catalog/service.js'
import type { InvoiceService } from '../modules/invoices/service.js'
import type { SettingsService } from '../modules/settings/service.js'
import type { OrderRecord } from '../records/order.js'

/**
 * A step of the flows that ship an order or save the settings: issues the order's GST invoice in
 * the caller's transaction from the order as sold, its products' HSN codes and the seller's
 * details, and answers its number. Answers null, issuing nothing, while the store has no GST
 * settings: such orders get their invoice when the settings are saved (save-settings.ts).
 */
export function issueInvoiceStep(deps: {
  catalog: CatalogService
  invoices: InvoiceService
  settings: SettingsService
}) {
  return async (trx: Db, order: OrderRecord): Promise<string | null> => {
    const seller = await deps.settings.current(trx)
    if (!seller) return null
    const hsn = await deps.catalog.hsnCodes(
      order.lines.map((line) => line.productId),
      trx,
    )
    return deps.invoices.issue(trx, { order, hsn, seller })
  }
}

export type IssueInvoice = ReturnType<typeof issueInvoiceStep>
