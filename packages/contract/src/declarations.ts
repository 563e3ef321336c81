import { z } from 'zod'
import { PLAIN_LINE } from './common.js'

// What the Legal Metrology (Packaged Commodities) Rules 2011 rule 6 asks a package to declare,
// and rule 6(10) asks an e-commerce entity to show before purchase; with country of origin (also
// Consumer Protection (E-Commerce) Rules 2020) and consumer care (decision 076). A sub-category
// gives defaults, a product overrides any of them; net quantity follows the product's unit
// quantity ("1 N") and MRP its price, unless it says otherwise.

/** The declarations a sub-category or a product may state, in the order the page shows them. */
export const DECLARATION_FIELDS = [
  'manufacturer',
  'packer',
  'importer',
  'countryOfOrigin',
  'genericName',
  'consumerCare',
] as const
export type DeclarationField = (typeof DECLARATION_FIELDS)[number]

export const DECLARATION_LABELS: Record<DeclarationField | 'netQuantity' | 'mrp', string> = {
  manufacturer: 'Manufacturer',
  packer: 'Packer',
  importer: 'Importer',
  countryOfOrigin: 'Country of origin',
  genericName: 'Generic name',
  netQuantity: 'Net quantity',
  mrp: 'MRP (inclusive of all taxes)',
  consumerCare: 'Consumer care',
}

/** An optional declaration: trimmed, plain, up to 300 characters; blank or null is none. */
const declaration = (name: string) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .max(300, `${name} must be at most 300 characters`)
    .regex(PLAIN_LINE, `${name} must be plain text`)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null))

const fields = {
  manufacturer: declaration('declarations.manufacturer'),
  packer: declaration('declarations.packer'),
  importer: declaration('declarations.importer'),
  countryOfOrigin: declaration('declarations.countryOfOrigin'),
  genericName: declaration('declarations.genericName'),
  consumerCare: declaration('declarations.consumerCare'),
}

/** A sub-category's defaults: any of them, each null for none. */
export const DeclarationDefaultsSchema = z.strictObject(fields, {
  error: 'declarations must be an object of text fields',
})
export type DeclarationDefaults = z.output<typeof DeclarationDefaultsSchema>

/** A product's own declarations over its sub-category's; net quantity too ("2 N", "1 pair"). */
export const DeclarationOverridesSchema = z.strictObject(
  { ...fields, netQuantity: declaration('declarations.netQuantity') },
  { error: 'declarations must be an object of text fields' },
)
export type DeclarationOverrides = z.output<typeof DeclarationOverridesSchema>

const stated = z.string().nullable()
const statedFields = {
  manufacturer: stated,
  packer: stated,
  importer: stated,
  countryOfOrigin: stated,
  genericName: stated,
  consumerCare: stated,
}

/** A sub-category's defaults as answers carry them (null: none). */
export const DeclarationDefaultsAnswerSchema = z.object(statedFields)

/** A product's own declarations as answers carry them (null: its sub-category's, or none). */
export const DeclarationOverridesAnswerSchema = z.object({ ...statedFields, netQuantity: stated })

/** What a product page shows; `missing` names what neither the product nor its sub-category says. */
export const DeclarationsSchema = z.object({
  manufacturer: z.string().nullable(),
  packer: z.string().nullable(),
  importer: z.string().nullable(),
  countryOfOrigin: z.string().nullable(),
  genericName: z.string().nullable(),
  /** Pieces in the pack, as rule 6 writes a count: "1 N". */
  netQuantity: z.string(),
  /** Maximum retail price in rupees, inclusive of all taxes: the price before discount. */
  mrp: z.number(),
  consumerCare: z.string().nullable(),
  missing: z.array(z.enum(DECLARATION_FIELDS)),
})
export type Declarations = z.infer<typeof DeclarationsSchema>

/** Which declarations are required: the maker, origin, generic name, care; an importer when imported. */
export function missingDeclarations(d: Pick<Declarations, DeclarationField>): DeclarationField[] {
  const missing: DeclarationField[] = []
  if (!d.manufacturer && !d.packer && !d.importer) missing.push('manufacturer')
  if (!d.countryOfOrigin) missing.push('countryOfOrigin')
  else if (!/^india$/i.test(d.countryOfOrigin.trim()) && !d.importer) missing.push('importer')
  if (!d.genericName) missing.push('genericName')
  if (!d.consumerCare) missing.push('consumerCare')
  return missing
}

/** A product's declarations: its own, else its sub-categories' (the first that says), else none. */
export function effectiveDeclarations(
  own: Partial<DeclarationOverrides> | null,
  defaults: Array<Partial<DeclarationDefaults> | null>,
  product: { unitQuantity: number; price: number },
): Declarations {
  const pick = (field: DeclarationField) =>
    own?.[field] ?? defaults.find((d) => d?.[field])?.[field] ?? null
  const stated = Object.fromEntries(DECLARATION_FIELDS.map((f) => [f, pick(f)])) as Record<
    DeclarationField,
    string | null
  >
  return {
    ...stated,
    netQuantity: own?.netQuantity ?? `${product.unitQuantity} N`,
    mrp: product.price,
    missing: missingDeclarations(stated),
  }
}

/** `GET /admin/products/declarations-missing`: products whose declarations are incomplete. */
export const DeclarationGapsSchema = z.object({
  /** How many products miss something, and the first 500 of them by id. */
  total: z.number().int(),
  products: z.array(
    z.object({ _id: z.string(), name: z.string(), missing: z.array(z.enum(DECLARATION_FIELDS)) }),
  ),
})
export type DeclarationGaps = z.infer<typeof DeclarationGapsSchema>
