import {
  type Product,
  type ProductFieldsInput,
  ProductFieldsSchema,
  type Ref,
} from '@store/contract'

/** The form as typed: numbers stay text until sent, extra fields keep their order. */
export type Draft = {
  name: string
  description: string
  image: string[]
  category: Ref[]
  subCategory: Ref[]
  unit: string
  unitQuantity: string
  stock: string
  price: string
  discount: string
  sizes: string[]
  isNew: boolean
  more_details: Array<[string, string]>
}

export const emptyDraft = (): Draft => ({
  name: '',
  description: '',
  image: [],
  category: [],
  subCategory: [],
  unit: '',
  unitQuantity: '1',
  stock: '',
  price: '',
  discount: '0',
  sizes: [],
  isNew: false,
  more_details: [],
})

export const draftOf = (p: Product): Draft => ({
  name: p.name,
  description: p.description,
  image: p.image,
  category: p.category,
  subCategory: p.subCategory,
  unit: p.unit,
  unitQuantity: String(p.unitQuantity),
  stock: String(p.stock),
  price: String(p.price),
  discount: String(p.discount),
  sizes: p.sizes,
  isNew: p.isNew,
  more_details: Object.entries(p.more_details),
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
    stock: numberOf(d.stock),
    price: numberOf(d.price),
    discount: numberOf(d.discount),
    sizes: d.sizes,
    isNew: d.isNew,
    more_details: Object.fromEntries(d.more_details),
  }) as ProductFieldsInput

/** Messages by field: a schema key, or `more_details.{name}` for an extra field. */
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
    } else {
      errors[key] ??= issue.message
    }
  }
  return errors
}
