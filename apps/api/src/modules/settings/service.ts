import {
  gstStateName,
  type StoreSettings,
  type StoreSettingsBody,
  StoreSettingsBodySchema,
} from '@store/contract'
import type { Config } from '../../config.js'
import type { Db } from '../../db/index.js'
import { nowIso } from '../../db/sql.js'
import * as repo from './repo.js'

/** The demo store's seller: a made-up Karnataka business with a well-formed sample GSTIN. */
export const EXAMPLE_SELLER = {
  legalName: 'KapdaKart Retail Private Limited',
  tradeName: 'KapdaKart',
  gstin: '29AABCK1234L1ZI',
  address: '4th Floor, 80 Feet Road, Koramangala, Bengaluru 560034',
  stateCode: '29',
}

/**
 * The store's settings: the seller's details every invoice is issued under, the invoice series
 * prefix and the return window. Saved by an admin; until then the environment's values, or the
 * demo's example seller when the demo catalogue is loaded, or none (then invoices wait).
 */
export function createSettingsService({ db, config }: { db: Db; config: Config }) {
  const { store } = config
  const firstSeller = store.seller ?? (config.seedDemo ? EXAMPLE_SELLER : null)

  async function current(on: Db = db): Promise<StoreSettings | null> {
    const row = await repo.findSettings(on)
    if (row) {
      return {
        legalName: row.legal_name,
        tradeName: row.trade_name,
        gstin: row.gstin,
        address: row.address,
        state: gstStateName(row.state_code),
        stateCode: row.state_code,
        invoicePrefix: row.invoice_prefix,
        returnWindowDays: row.return_window_days,
        isExample: row.gstin === EXAMPLE_SELLER.gstin,
        source: 'saved',
      }
    }
    if (!firstSeller) return null
    return {
      ...firstSeller,
      state: gstStateName(firstSeller.stateCode),
      invoicePrefix: store.invoicePrefix,
      returnWindowDays: store.returnWindowDays,
      isExample: firstSeller.gstin === EXAMPLE_SELLER.gstin,
      source: store.seller ? 'environment' : 'example',
    }
  }

  return {
    current,

    async save(body: StoreSettingsBody, adminId: number): Promise<StoreSettings> {
      const fields = StoreSettingsBodySchema.parse(body)
      await repo.saveSettings(db, {
        id: 1,
        legal_name: fields.legalName,
        trade_name: fields.tradeName,
        gstin: fields.gstin,
        address: fields.address,
        state_code: fields.stateCode,
        invoice_prefix: fields.invoicePrefix,
        return_window_days: fields.returnWindowDays,
        updated_by: adminId,
        updated_at: nowIso(),
      })
      return (await current()) as StoreSettings
    },

    /** Days after delivery within which a shopper may return an order. */
    async returnWindowDays(): Promise<number> {
      return (await current())?.returnWindowDays ?? store.returnWindowDays
    },
  }
}

export type SettingsService = ReturnType<typeof createSettingsService>
