import { financialYear, istDay } from '@store/contract'
import type { Db } from '../../db/index.js'
import * as repo from './repo.js'

// Invoice and credit-note numbers: a gap-free series per kind of document and Indian financial
// year, at most 16 characters of letters, digits, '-' and '/' (CGST Rule 46(b)).
//   invoice      KK/26-27/000123   (prefix, financial year, six digits)
//   credit note  KKC/26-27/00042   (prefix and C, financial year, five digits)
// The number comes from a counter row updated in the issuing transaction: the update locks the
// row until commit, so concurrent issues (on any server instance) queue for it, and a rolled-back
// issue gives its number back. A database sequence would not: it skips on rollback.

export type Series = 'invoice' | 'credit-note'

const DIGITS: Record<Series, number> = { invoice: 6, 'credit-note': 5 }
export const MAX_NUMBER_LENGTH = 16

export function formatNumber(series: Series, prefix: string, year: string, sequence: number) {
  const head = series === 'invoice' ? prefix : `${prefix}C`
  const number = `${head}/${year}/${String(sequence).padStart(DIGITS[series], '0')}`
  if (number.length > MAX_NUMBER_LENGTH || !/^[A-Z0-9/-]+$/.test(number)) {
    throw new Error(`document number ${number} breaks the 16-character rule`)
  }
  return number
}

/** The next number of a series, taken inside the caller's transaction. */
export async function nextNumber(trx: Db, series: Series, prefix: string, issuedAt: string) {
  const year = financialYear(istDay(issuedAt))
  const sequence = await repo.takeNextInSeries(trx, series, year)
  return { number: formatNumber(series, prefix, year, sequence), financialYear: year, sequence }
}
