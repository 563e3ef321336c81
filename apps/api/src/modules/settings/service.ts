import {
  CUSTOMER_CARE_EMAIL,
  gstStateName,
  type Seller,
  type SellerContacts,
  type SellerContactsBody,
  SellerContactsBodySchema,
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

/** The demo store's customer care and grievance officer: made up, shown as an example. */
export const EXAMPLE_CONTACTS = {
  careEmail: CUSTOMER_CARE_EMAIL,
  carePhone: '080 4719 2000',
  careHours: 'Mon-Sat, 10 AM-6 PM',
  grievanceOfficer: {
    name: 'Meera Iyer',
    designation: 'Grievance Officer',
    phone: '080 4719 2010',
    email: 'grievance@kapdakart.in',
  },
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

  /** Customer care and the grievance officer: saved, else the demo's example, else none. */
  async function contacts(on: Db = db): Promise<SellerContacts | null> {
    const row = await repo.findSellerContacts(on)
    if (row) {
      return {
        careEmail: row.care_email,
        carePhone: row.care_phone,
        careHours: row.care_hours,
        grievanceOfficer: {
          name: row.grievance_name,
          designation: row.grievance_designation,
          phone: row.grievance_phone,
          email: row.grievance_email,
        },
        source: 'saved',
      }
    }
    return config.seedDemo ? { ...EXAMPLE_CONTACTS, source: 'example' } : null
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

    contacts,

    async saveContacts(body: SellerContactsBody, adminId: number): Promise<SellerContacts> {
      const fields = SellerContactsBodySchema.parse(body)
      await repo.saveSellerContacts(db, {
        id: 1,
        care_email: fields.careEmail,
        care_phone: fields.carePhone,
        care_hours: fields.careHours,
        grievance_name: fields.grievanceOfficer.name,
        grievance_designation: fields.grievanceOfficer.designation,
        grievance_phone: fields.grievanceOfficer.phone,
        grievance_email: fields.grievanceOfficer.email,
        updated_by: adminId,
        updated_at: nowIso(),
      })
      return (await contacts()) as SellerContacts
    },

    /** What the seller page, the footer and `GET /seller` show: unknown parts are null. */
    async seller(): Promise<Seller> {
      const [legal, care] = await Promise.all([current(), contacts()])
      return {
        legalName: legal?.legalName ?? null,
        tradeName: legal?.tradeName ?? null,
        address: legal?.address ?? null,
        state: legal?.state ?? null,
        gstin: legal?.gstin ?? null,
        customerCare: care
          ? { email: care.careEmail, phone: care.carePhone, hours: care.careHours }
          : null,
        grievanceOfficer: care?.grievanceOfficer ?? null,
        isExample: Boolean(legal?.isExample) || care?.source === 'example',
      }
    },

    /** Days after delivery within which a shopper may return an order. */
    async returnWindowDays(): Promise<number> {
      return (await current())?.returnWindowDays ?? store.returnWindowDays
    },
  }
}

export type SettingsService = ReturnType<typeof createSettingsService>
