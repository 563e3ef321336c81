import {
  DEFAULT_SIZE,
  type DeclarationField,
  type Product,
  type SubCategory,
  effectiveDeclarations,
  type ProductFieldsInput,
  ProductFieldsSchema,
  type Ref,
} from '@store/contract'

/** One row of the stock grid, as typed: an empty SKU lets the store make one. */
export type VariantDraft = { size: string; stock: string; sku: string }

/** The form as typed: numbers stay text until sent, extra fields keep their order. */
export type Draft = {
  name: string
  description: string
  image: string[]
  category: Ref[]
  subCategory: Ref[]
  unit: string
  unitQuantity: string
  variants: VariantDraft[]
  /** The product's own size chart; null takes its sub-category's. */
  sizeChartId: string | null
  /** Its own HSN code; empty takes its sub-category's. */
  hsnCode: string
  price: string
  discount: string
  isNew: boolean
  returnable: boolean
  /** A palette colour name; '' for none. */
  colour: string
  more_details: Array<[string, string]>
  /** Its own legal declarations; empty takes its sub-category's (decision 076). */
  declarations: Record<DeclarationField | 'netQuantity', string>
}

const noDeclarations = (): Draft['declarations'] => ({
  manufacturer: '',
  packer: '',
  importer: '',
  countryOfOrigin: '',
  genericName: '',
  consumerCare: '',
  netQuantity: '',
})

export const emptyVariant = (size = ''): VariantDraft => ({ size, stock: '', sku: '' })

export const emptyDraft = (): Draft => ({
  name: '',
  description: '',
  image: [],
  category: [],
  subCategory: [],
  unit: '',
  unitQuantity: '1',
  variants: [emptyVariant(DEFAULT_SIZE)],
  sizeChartId: null,
  hsnCode: '',
  price: '',
  discount: '0',
  isNew: false,
  returnable: true,
  colour: '',
  more_details: [],
  declarations: noDeclarations(),
})

export const draftOf = (p: Product): Draft => ({
  name: p.name,
  description: p.description,
  image: p.image,
  category: p.category,
  subCategory: p.subCategory,
  unit: p.unit,
  unitQuantity: String(p.unitQuantity),
  variants: p.variants.map((v) => ({ size: v.size, stock: String(v.stock), sku: v.sku })),
  sizeChartId: p.sizeChartId,
  hsnCode: p.hsnCode ?? '',
  price: String(p.price),
  discount: String(p.discount),
  isNew: p.isNew,
  returnable: p.returnable,
  colour: p.colour ?? '',
  more_details: Object.entries(p.more_details),
  declarations: Object.fromEntries(
    Object.entries(p.ownDeclarations).map(([key, value]) => [key, value ?? '']),
  ) as Draft['declarations'],
})

// An empty box is missing, not zero; anything else the schema judges.
const numberOf = (text: string): unknown => (text.trim() === '' ? undefined : Number(text))

export const toFields = (d: Draft): ProductFieldsInput =>
  ({
    name: d.name,
    description: d.description,
    image: d.image,
    category: d.category,
    subCategory: d.subCategory,
    unit: d.unit,
    unitQuantity: numberOf(d.unitQuantity),
    variants: d.variants.map((v) => ({ size: v.size, stock: numberOf(v.stock), sku: v.sku })),
    sizeChartId: d.sizeChartId,
    hsnCode: d.hsnCode.trim() || null,
    price: numberOf(d.price),
    discount: numberOf(d.discount),
    isNew: d.isNew,
    returnable: d.returnable,
    colour: d.colour === '' ? null : d.colour,
    more_details: Object.fromEntries(d.more_details),
    declarations: Object.fromEntries(
      Object.entries(d.declarations).map(([key, value]) => [key, value.trim() || null]),
    ),
  }) as ProductFieldsInput

/**
 * Messages by field: a schema key, `variants.{row}.{size|stock|sku}` for a cell of the stock
 * grid, or `more_details.{name}` for an extra field.
 */
export type Errors = Partial<Record<string, string>>

export function validate(d: Draft): Errors {
  const result = ProductFieldsSchema.safeParse(toFields(d))
  if (result.success) return {}
  const errors: Errors = {}
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'form')
    if (key === 'more_details') {
      // 'more_details value is required' reads better as 'Fabric is required'.
      const name = String(issue.path[1] ?? '')
      errors[`more_details.${name}`] ??= issue.message.replace(/^more_details value/, name)
    } else if (key === 'declarations') {
      errors[issue.path.join('.')] ??= issue.message
    } else if (key === 'variants' && issue.path.length === 3) {
      errors[issue.path.join('.')] ??= issue.message
    } else {
      errors[key] ??= issue.message
    }
  }
  return errors
}

/**
 * What the rules require that neither the product nor its sub-categories declare: a product goes
 * on sale only with all of it (Legal Metrology (Packaged Commodities) Rules 2011 rule 6(10)).
 */
export function declarationErrors(d: Draft, subCategories: SubCategory[]): Errors {
  const defaults = d.subCategory.map(
    (ref) => subCategories.find((sub) => sub._id === ref._id)?.declarations ?? null,
  )
  const own = Object.fromEntries(
    Object.entries(d.declarations).map(([key, value]) => [key, value.trim() || null]),
  )
  const { missing } = effectiveDeclarations(own, defaults, { unitQuantity: 1, price: 0 })
  return Object.fromEntries(
    missing.map((field) => [
      `declarations.${field}`,
      field === 'importer'
        ? 'Required for goods made outside India'
        : "Required: state it here or in the sub-category's defaults",
    ]),
  )
}

/** A draft whose declarations are all its own: for tests and forms without sub-category defaults. */
export const declaredDraft = (d: Draft): Draft => ({
  ...d,
  declarations: {
    ...d.declarations,
    manufacturer: 'KapdaKart Retail Private Limited, Bengaluru 560034',
    countryOfOrigin: 'India',
    genericName: 'Kurta',
    consumerCare: 'care@kapdakart.in',
  },
})
