import {
  type CodStanding,
  counted,
  type CustomerCod,
  DEFAULT_DELIVERY_DAYS,
  DEFAULT_DELIVERY_SETTINGS,
  type DeliveryEstimate,
  type DeliverySettings,
  DeliverySettingsSchema,
  deliveryDay,
  formatPaise,
  gstStateName,
  gstStateOf,
  PAYMENT,
  type PincodeInfo,
  type PincodeListSummary,
  type PincodeUpload,
} from '@store/contract'
import { parse } from 'csv-parse/sync'
import type { Db } from '../../db/index.js'
import { nowIso, parseJson } from '../../db/sql.js'
import { inTransaction } from '../../db/transaction.js'
import { toCsv } from '../../lib/csv.js'
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js'
import { toPaise, toRupees } from '../../lib/money.js'
import type { DeliveryPincodeTable } from '../../db/schema.js'
import type { PinDirectory } from './pin-directory.js'
import * as repo from './repo.js'

const DAY_MS = 86_400_000
/** Lines a courier's list may have: India has about 19,000 PINs, couriers list some twice over. */
const MAX_LINES = 50_000
const SHOWN_ERRORS = 100

/** Where a PIN stands in the courier's list. */
type Coverage = { serviceable: boolean; cod: boolean; prepaid: boolean; deliveryDays: number }

const EVERYWHERE: Coverage = {
  serviceable: true,
  cod: true,
  prepaid: true,
  deliveryDays: DEFAULT_DELIVERY_DAYS,
}

const YES = new Set(['y', 'yes', 'true', '1'])
const NO = new Set(['n', 'no', 'false', '0'])
/** Column names as the couriers' exports spell them, folded to lower case without separators. */
const COLUMNS = {
  pincode: ['pincode', 'pin', 'pincodes', 'deliverypincode'],
  deliveryDays: ['deliverydays', 'days', 'tat', 'edd'],
  cod: ['cod', 'codavailable', 'iscod'],
  prepaid: ['prepaid', 'prepaidavailable', 'isprepaid'],
} as const
const fold = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '')

/** An order's promise and Cash on Delivery fee, once the rules allow it. */
export type OrderTerms = { deliveryBy: string; codFeePaise: number }

/**
 * Where the store delivers and by when: India's PIN directory, the courier's list of PINs it
 * serves (with Cash on Delivery or prepaid only), the shop's dispatch calendar, and the rules of
 * Cash on Delivery (fee, order limit, shoppers who refused parcels). Decision 072.
 */
export function createDeliveryService({
  db,
  directory,
  refusedParcels,
}: {
  db: Db
  directory: PinDirectory
  /** How many of the shopper's orders were returned to origin since the instant (the orders module). */
  refusedParcels: (userId: number, since: string) => Promise<number>
}) {
  async function settings(): Promise<DeliverySettings> {
    const row = await repo.findSettings(db)
    if (!row) return DEFAULT_DELIVERY_SETTINGS
    return {
      shipFromPincode: row.ship_from_pincode,
      cutoffTime: row.cutoff_time,
      workingDays: parseJson<number[]>(row.working_days, DEFAULT_DELIVERY_SETTINGS.workingDays),
      holidays: parseJson<string[]>(row.holidays, []),
      codFee: toRupees(row.cod_fee_paise),
      codLimit: toRupees(row.cod_limit_paise),
      rtoLimit: row.rto_limit,
      rtoWindowDays: row.rto_window_days,
    }
  }

  /** The PIN's place, or 404 when India Post has no such PIN. */
  function place(pincode: string) {
    const found = directory(pincode)
    if (!found) throw notFound(`PIN code ${pincode} does not exist`)
    return found
  }

  async function coverage(pincode: string): Promise<Coverage> {
    const [row, listIsEmpty] = await Promise.all([
      repo.findPincode(db, pincode),
      repo.listIsEmpty(db),
    ])
    if (row) {
      const [cod, prepaid] = [row.cod === 1, row.prepaid === 1]
      return { serviceable: cod || prepaid, cod, prepaid, deliveryDays: row.delivery_days }
    }
    if (listIsEmpty) return EVERYWHERE
    return { serviceable: false, cod: false, prepaid: false, deliveryDays: 0 }
  }

  async function estimate(pincode: string, at = Date.now()): Promise<DeliveryEstimate> {
    place(pincode)
    const [covered, current] = await Promise.all([coverage(pincode), settings()])
    return {
      pincode,
      serviceable: covered.serviceable,
      cod: covered.cod,
      prepaid: covered.prepaid,
      deliveryBy: covered.serviceable ? deliveryDay(at, covered.deliveryDays, current) : null,
      codFee: current.codFee,
      codLimit: current.codLimit,
    }
  }

  /**
   * Refused parcels that count against a shopper (within the window, since an admin's
   * reinstatement), and when that reinstatement was.
   */
  async function refusals(userId: number, current: DeliverySettings) {
    const windowStart = new Date(Date.now() - current.rtoWindowDays * DAY_MS).toISOString()
    // Counted over the window while the reinstatement is read; counted again from a
    // reinstatement within the window, which is rare.
    const [reinstatement, inWindow] = await Promise.all([
      repo.findReinstatement(db, userId),
      refusedParcels(userId, windowStart),
    ])
    const reinstatedAt = reinstatement?.reinstated_at ?? null
    const count =
      reinstatedAt && reinstatedAt > windowStart
        ? await refusedParcels(userId, reinstatedAt)
        : inWindow
    return { count, reinstatedAt }
  }

  async function standing(userId: number, current: DeliverySettings): Promise<CodStanding> {
    const refused = (await refusals(userId, current)).count
    if (refused < current.rtoLimit) return { allowed: true, reason: null }
    return {
      allowed: false,
      reason: `Cash on Delivery is not available on your account: ${counted(refused, 'recent parcel')} came back to us undelivered. Please pay online.`,
    }
  }

  function parseList(csv: string) {
    const errors: PincodeUpload['errors'] = []
    let records: Array<{ record: string[]; info: { lines: number } }>
    try {
      records = parse(csv, {
        bom: true,
        skip_empty_lines: true,
        trim: true,
        relax_column_count: true,
        info: true,
        to_line: MAX_LINES + 1,
      }) as unknown as typeof records
    } catch (error) {
      throw badRequest(`The file is not readable CSV: ${(error as Error).message}`)
    }
    const [header, ...lines] = records
    if (!header) throw badRequest('The file is empty: it needs a header line and a line per PIN')
    const names = header.record.map(fold)
    const index = Object.fromEntries(
      Object.entries(COLUMNS).map(([key, aliases]) => [
        key,
        names.findIndex((name) => (aliases as readonly string[]).includes(name)),
      ]),
    ) as Record<keyof typeof COLUMNS, number>
    const missing = Object.entries(index).filter(([, at]) => at < 0)
    if (missing.length > 0) {
      throw badRequest(
        `The header must name the columns pincode, deliveryDays, cod and prepaid (missing: ${missing.map(([key]) => key).join(', ')})`,
      )
    }
    const rows = new Map<string, DeliveryPincodeTable>()
    const firstLine = new Map<string, number>()
    for (const { record, info } of lines) {
      const line = info.lines
      const cell = (key: keyof typeof COLUMNS) => record[index[key]] ?? ''
      const problem = (message: string) => errors.push({ line, message })
      const pincode = cell('pincode')
      const days = cell('deliveryDays')
      const [cod, prepaid] = [cell('cod').toLowerCase(), cell('prepaid').toLowerCase()]
      if (!/^[0-9]{6}$/.test(pincode)) {
        problem(`pincode "${pincode.slice(0, 20)}" is not six digits`)
      } else if (!directory(pincode)) {
        problem(`pincode ${pincode} does not exist`)
      } else if (!/^[0-9]{1,2}$/.test(days) || Number(days) < 1 || Number(days) > 30) {
        problem(`deliveryDays "${days.slice(0, 20)}" must be a whole number of days from 1 to 30`)
      } else if (!(YES.has(cod) || NO.has(cod)) || !(YES.has(prepaid) || NO.has(prepaid))) {
        problem('cod and prepaid must each be Y or N')
      } else if (firstLine.has(pincode)) {
        problem(`pincode ${pincode} is already on line ${firstLine.get(pincode)}`)
      } else {
        firstLine.set(pincode, line)
        rows.set(pincode, {
          pincode,
          delivery_days: Number(days),
          cod: YES.has(cod) ? 1 : 0,
          prepaid: YES.has(prepaid) ? 1 : 0,
        })
      }
    }
    if (lines.length > MAX_LINES) {
      errors.push({ line: MAX_LINES + 2, message: `The file has more than ${MAX_LINES} PINs` })
    }
    return { rows: [...rows.values()], errors }
  }

  async function summary(): Promise<PincodeListSummary> {
    const [counts, notServed, upload] = await Promise.all([
      repo.pincodeCounts(db),
      repo.notServedCount(db),
      repo.lastUpload(db),
    ])
    return { ...counts, notServed, updatedAt: upload?.uploaded_at ?? null }
  }

  return {
    /** In an account's erasure: an admin's reinstatement of her Cash on Delivery. */
    erase: (trx: Db, userId: number) => repo.eraseCodReinstatements(trx, userId),

    settings,

    async saveSettings(body: DeliverySettings, adminId: number): Promise<DeliverySettings> {
      const fields = DeliverySettingsSchema.parse(body)
      if (!directory(fields.shipFromPincode)) {
        throw badRequest(`shipFromPincode ${fields.shipFromPincode} does not exist`)
      }
      await repo.saveSettings(db, {
        id: 1,
        ship_from_pincode: fields.shipFromPincode,
        cutoff_time: fields.cutoffTime,
        working_days: JSON.stringify([...fields.workingDays].sort()),
        holidays: JSON.stringify([...new Set(fields.holidays)].sort()),
        cod_fee_paise: toPaise(fields.codFee),
        cod_limit_paise: toPaise(fields.codLimit),
        rto_limit: fields.rtoLimit,
        rto_window_days: fields.rtoWindowDays,
        updated_by: adminId,
        updated_at: nowIso(),
      })
      return settings()
    },

    async pincode(pincode: string): Promise<PincodeInfo> {
      const { district, stateCodes } = place(pincode)
      const covered = await coverage(pincode)
      return {
        pincode,
        district,
        state: gstStateName(stateCodes[0] as string),
        ...covered,
      }
    },

    estimate,

    /** Why an address's PIN and state cannot be saved together, or null when they can. */
    addressProblem(pincode: string, state: string): string | null {
      const found = directory(pincode)
      if (!found) return `pincode ${pincode} does not exist`
      const code = gstStateOf(state)?.code
      if (code && found.stateCodes.includes(code)) return null
      return `state must be ${gstStateName(found.stateCodes[0] as string)} for pincode ${pincode}`
    },

    async codStanding(userId: number): Promise<CodStanding> {
      return standing(userId, await settings())
    },

    /**
     * Reads, side by side, what an order paid by `method` is judged on: the settings, the
     * coverage of its PIN (`pinRead`: settings and refusals need not wait for the address that
     * gives it) and, for Cash on Delivery, the shopper's refused parcels.
     * Its `terms` then give the promise and fee of the order, or the rule it breaks: the store
     * delivers there with that payment; Cash on Delivery also needs an order within the limit
     * and a shopper who has not refused parcels. Nothing is collected (store credit pays it
     * all): no fee.
     */
    async orderRules(userId: number, method: string, pinRead: Promise<string>) {
      const reading = settings()
      const [current, covered, cod, pincode] = await Promise.all([
        reading,
        pinRead.then((pin) =>
          directory(pin) ? coverage(pin) : { ...EVERYWHERE, serviceable: false },
        ),
        method === PAYMENT.cod ? reading.then((read) => standing(userId, read)) : null,
        pinRead,
      ])
      return {
        terms({ goodsPaise, cashPaise }: { goodsPaise: number; cashPaise: number }): OrderTerms {
          if (!covered.serviceable) {
            throw conflict(`We do not deliver to ${pincode} yet`, 'NOT_DELIVERABLE')
          }
          const deliveryBy = deliveryDay(Date.now(), covered.deliveryDays, current)
          if (method !== PAYMENT.cod) {
            if (!covered.prepaid) {
              throw conflict(`Only Cash on Delivery is available for ${pincode}`, 'NOT_DELIVERABLE')
            }
            return { deliveryBy, codFeePaise: 0 }
          }
          if (!covered.cod) {
            throw conflict(
              `Cash on Delivery is not available for ${pincode}. Please pay online.`,
              'COD_NOT_AVAILABLE',
            )
          }
          const limitPaise = toPaise(current.codLimit)
          if (goodsPaise > limitPaise) {
            throw conflict(
              `Cash on Delivery is available for orders up to ${formatPaise(limitPaise)}. Please pay online.`,
              'COD_NOT_AVAILABLE',
            )
          }
          if (cod && !cod.allowed)
            throw new AppError(409, 'COD_NOT_AVAILABLE', cod.reason as string)
          return { deliveryBy, codFeePaise: cashPaise > 0 ? toPaise(current.codFee) : 0 }
        },
      }
    },

    summary,

    /** The list as CSV in the columns an upload takes. */
    async exportPincodes(): Promise<string> {
      const yn = (flag: number) => (flag === 1 ? 'Y' : 'N')
      const rows = await repo.listPincodes(db)
      return toCsv([
        ['pincode', 'deliveryDays', 'cod', 'prepaid'],
        ...rows.map((row) => [
          row.pincode,
          String(row.delivery_days),
          yn(row.cod),
          yn(row.prepaid),
        ]),
      ])
    },

    /** Checks a courier's list and, unless it is a dry run or has errors, replaces the old one. */
    async uploadPincodes(csv: string, { dryRun, adminId }: { dryRun: boolean; adminId: number }) {
      const { rows, errors } = parseList(csv)
      const counts = {
        total: rows.length,
        prepaid: rows.filter((row) => row.prepaid === 1).length,
        cod: rows.filter((row) => row.cod === 1).length,
        notServed: rows.filter((row) => row.prepaid === 0 && row.cod === 0).length,
      }
      const preview = {
        ...counts,
        dryRun: true,
        errors: errors.slice(0, SHOWN_ERRORS),
        errorCount: errors.length,
      }
      if (dryRun) return { ...preview, updatedAt: (await repo.lastUpload(db))?.uploaded_at ?? null }
      if (errors.length > 0) {
        const first = errors
          .slice(0, 5)
          .map((e) => `line ${e.line}: ${e.message}`)
          .join('; ')
        throw badRequest(
          `The list has ${errors.length} bad line(s), so the old list stays: ${first}`,
          'VALIDATION_FAILED',
        )
      }
      const at = nowIso()
      await inTransaction(db, async (trx) => {
        await repo.replacePincodes(trx, rows)
        await repo.recordUpload(trx, adminId, at)
      })
      return { ...preview, dryRun: false, updatedAt: at }
    },

    async customerCod(userId: number): Promise<CustomerCod> {
      const current = await settings()
      const { count, reinstatedAt } = await refusals(userId, current)
      return { rtoCount: count, allowed: count < current.rtoLimit, reinstatedAt }
    },

    async reinstate(userId: number, adminId: number): Promise<void> {
      await repo.reinstate(db, userId, adminId, nowIso())
    },
  }
}

export type DeliveryService = ReturnType<typeof createDeliveryService>
