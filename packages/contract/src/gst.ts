// Indian GST for the store's goods: rates, the ₹2,500 threshold, rounding, the split between
// CGST + SGST and IGST, GST state codes and the GSTIN check character. The law as it stands
// from 22 September 2025 (docs/decisions.md 045); a change of law is a change here.

/** Rates in percent. */
export const GST_RATES = { garmentLow: 5, garmentHigh: 18, fabric: 5, other: 18 } as const

/** A garment piece whose value before GST (after discount) is at most this is taxed at 5%. */
export const GARMENT_THRESHOLD_PAISE = 250_000

/** Fabric headings taxed at 5% whatever the price (sarees are sold as fabric: 5208, 5407). */
const FABRIC_HEADINGS = new Set(['5007', '5208', '5209', '5407', '5408'])
/** Chapters of apparel: 61 knitted, 62 woven, 63 other made-up textiles. */
const GARMENT_CHAPTERS = new Set(['61', '62', '63'])

/** An HSN code as printed: 4, 6 or 8 digits. */
export const HSN_PATTERN = /^[0-9]{4}(?:[0-9]{2}){0,2}$/

/** Used on an invoice line whose product and sub-category name no HSN: other garments, woven. */
export const FALLBACK_HSN = '6211'

export type GstKind = 'garment' | 'fabric' | 'other'

export function gstKind(hsn: string): GstKind {
  if (FABRIC_HEADINGS.has(hsn.slice(0, 4))) return 'fabric'
  if (GARMENT_CHAPTERS.has(hsn.slice(0, 2))) return 'garment'
  return 'other'
}

/** The value before GST of a tax-inclusive amount, rounded half up to the paisa. */
export const taxableOf = (inclusivePaise: number, rate: number) =>
  Math.round((inclusivePaise * 100) / (100 + rate))

/**
 * The rate of one piece sold at the tax-inclusive price `unitPaise` (after discount): try 5%;
 * if the piece's value before GST is then at most ₹2,500 it is 5%, otherwise 18%.
 */
export function gstRate(hsn: string, unitPaise: number): number {
  const kind = gstKind(hsn)
  if (kind === 'fabric') return GST_RATES.fabric
  if (kind === 'other') return GST_RATES.other
  return taxableOf(unitPaise, GST_RATES.garmentLow) <= GARMENT_THRESHOLD_PAISE
    ? GST_RATES.garmentLow
    : GST_RATES.garmentHigh
}

/**
 * Selling prices of a garment piece at which neither rate is self-consistent: at 5% its value
 * would be above ₹2,500, at 18% not above it. The invoice applies `gstRate` (18%); the admin
 * product form warns and offers `consistentPrices`.
 */
export function inInconsistentBand(hsn: string, unitPaise: number) {
  return (
    gstKind(hsn) === 'garment' &&
    taxableOf(unitPaise, GST_RATES.garmentLow) > GARMENT_THRESHOLD_PAISE &&
    taxableOf(unitPaise, GST_RATES.garmentHigh) <= GARMENT_THRESHOLD_PAISE
  )
}

/** The nearest prices below and above the band at which the rate is self-consistent. */
export function consistentPrices(): { below: number; above: number } {
  let below = Math.floor((GARMENT_THRESHOLD_PAISE * (100 + GST_RATES.garmentLow)) / 100)
  while (taxableOf(below, GST_RATES.garmentLow) > GARMENT_THRESHOLD_PAISE) below -= 1
  let above = Math.floor((GARMENT_THRESHOLD_PAISE * (100 + GST_RATES.garmentHigh)) / 100)
  while (taxableOf(above, GST_RATES.garmentHigh) <= GARMENT_THRESHOLD_PAISE) above += 1
  return { below, above }
}

export type TaxSplit = {
  taxable: number
  cgst: number
  sgst: number
  igst: number
  total: number
}

/**
 * Splits a tax-inclusive amount at `rate`: taxable value rounded half up to the paisa, tax the
 * rest (so taxable + tax is the amount exactly); within a state the tax is halved into CGST and
 * SGST, CGST taking the odd paisa.
 */
export function splitInclusive(
  inclusivePaise: number,
  rate: number,
  intraState: boolean,
): TaxSplit {
  const taxable = taxableOf(inclusivePaise, rate)
  const tax = inclusivePaise - taxable
  if (!intraState) return { taxable, cgst: 0, sgst: 0, igst: tax, total: inclusivePaise }
  const sgst = Math.floor(tax / 2)
  return { taxable, cgst: tax - sgst, sgst, igst: 0, total: inclusivePaise }
}

/**
 * Shares of a charge made with the goods (the Cash on Delivery fee) for each line, in proportion
 * to the lines' values, in whole paise that add up to the charge (largest remainder, earlier lines
 * first on ties). The charge is part of a composite supply whose principal supply is the goods
 * (CGST Act s.2(30), s.8(a); value of supply s.15(2)(c)): each share is taxed at its line's rate
 * (docs/decisions.md 072).
 */
export function chargeShares(chargePaise: number, lineValuesPaise: readonly number[]): number[] {
  const whole = lineValuesPaise.reduce((sum, value) => sum + value, 0)
  if (whole === 0) return lineValuesPaise.map((_, i) => (i === 0 ? chargePaise : 0))
  const exact = lineValuesPaise.map((value) => (chargePaise * value) / whole)
  const shares = exact.map(Math.floor)
  let left = chargePaise - shares.reduce((sum, share) => sum + share, 0)
  const byRemainder = exact
    .map((value, i) => ({ i, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i)
  for (const { i } of byRemainder) {
    if (left === 0) break
    shares[i] = (shares[i] as number) + 1
    left -= 1
  }
  return shares
}

export const subtractSplit = (a: TaxSplit, b: TaxSplit): TaxSplit => ({
  taxable: a.taxable - b.taxable,
  cgst: a.cgst - b.cgst,
  sgst: a.sgst - b.sgst,
  igst: a.igst - b.igst,
  total: a.total - b.total,
})

/** GST state and union-territory codes (Rule 46: the buyer's state and its code). */
export const GST_STATES: ReadonlyArray<{ code: string; name: string }> = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
]

/** The name of a GST state code ('29' is Karnataka), '' for a code that is none. */
export const gstStateName = (code: string) => GST_STATES.find((s) => s.code === code)?.name ?? ''

const STATE_ALIASES: Record<string, string> = {
  orissa: '21',
  pondicherry: '34',
  'new delhi': '07',
  'nct of delhi': '07',
  uttaranchal: '05',
  'jammu & kashmir': '01',
  'andaman & nicobar islands': '35',
  'daman and diu': '26',
  'dadra and nagar haveli': '26',
}

const squeeze = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ')

/** The GST state of a state name as shoppers type it (case and spacing ignored), if known. */
export function gstStateOf(name: string): { code: string; name: string } | undefined {
  const key = squeeze(name)
  const code = STATE_ALIASES[key] ?? GST_STATES.find((s) => squeeze(s.name) === key)?.code
  return GST_STATES.find((s) => s.code === code)
}

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/

/** The check character of a GSTIN's first 14 characters (the GSTN's mod-36 scheme). */
export function gstinCheckChar(first14: string): string {
  let sum = 0
  for (let i = 0; i < 14; i++) {
    const product = BASE36.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2)
    sum += Math.floor(product / 36) + (product % 36)
  }
  return BASE36.charAt((36 - (sum % 36)) % 36)
}

/** Why a GSTIN is not valid, or null when it is (shape, state code, check character). */
export function gstinProblem(gstin: string): string | null {
  if (!GSTIN_PATTERN.test(gstin)) {
    return 'GSTIN must be 15 characters: state code, PAN, entity number, Z and a check character'
  }
  if (!GST_STATES.some((s) => s.code === gstin.slice(0, 2))) {
    return `GSTIN starts with ${gstin.slice(0, 2)}, which is no state code`
  }
  if (gstinCheckChar(gstin.slice(0, 14)) !== gstin.charAt(14)) {
    return 'GSTIN check character does not match; please check for a typing mistake'
  }
  return null
}
