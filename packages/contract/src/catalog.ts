import { z } from 'zod'
import { IdSchema, PageBodySchema, PageQuerySchema, SearchTextSchema, textLine } from './common.js'
import { COLOUR_NAMES } from './colours.js'
import { LIMITS } from './constants.js'
import { HSN_PATTERN } from './gst.js'
import {
  DeclarationDefaultsAnswerSchema,
  DeclarationDefaultsSchema,
  DeclarationOverridesAnswerSchema,
  DeclarationOverridesSchema,
  DeclarationsSchema,
} from './declarations.js'

export const ColourSchema = z.enum(COLOUR_NAMES, 'colour must be a colour of the palette')

export const RefSchema = z.object({ _id: z.string(), name: z.string() })
export type Ref = z.infer<typeof RefSchema>

export const CategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string(),
})
export type Category = z.infer<typeof CategorySchema>

export const SubCategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string(),
  category: z.array(RefSchema),
  /** The HSN code its products are invoiced under unless they name their own. */
  hsnCode: z.string().nullable(),
  /** What its products declare unless they say otherwise (decision 076). */
  declarations: DeclarationDefaultsAnswerSchema,
})
export type SubCategory = z.infer<typeof SubCategorySchema>

export const VariantSchema = z.object({
  size: z.string(),
  stock: z.number().int(),
  sku: z.string(),
})
export type Variant = z.infer<typeof VariantSchema>

export const SIZE_CHART_UNITS = ['cm', 'in'] as const

export const SizeChartSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** The unit the measurements are kept in; the shop shows both. */
  unit: z.enum(SIZE_CHART_UNITS),
  /** What is measured, e.g. Chest, Waist, Length; for kids Age, Height. */
  columns: z.array(z.string()),
  rows: z.array(z.object({ size: z.string(), values: z.array(z.number()) })),
})
export type SizeChart = z.infer<typeof SizeChartSchema>

export const ProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.array(z.string()),
  category: z.array(RefSchema),
  subCategory: z.array(RefSchema),
  unit: z.string(),
  unitQuantity: z.number(),
  sizes: z.array(z.string()),
  stock: z.number().int(),
  quantity: z.number().int(),
  price: z.number(),
  discount: z.number(),
  rating: z.number().nullable(),
  /** Published reviews behind the rating; 0 while it is the rating imported before reviews. */
  ratingCount: z.number().int(),
  isNew: z.boolean(),
  description: z.string(),
  more_details: z.record(z.string(), z.string()),
  vendorId: z.string().nullable(),
  /** One of the palette's colour names, or null when none was given. */
  colour: ColourSchema.nullable(),
  /** One per size, in size order; `stock` above is their sum. */
  variants: z.array(VariantSchema),
  /** The chart it shows: its own, or else its sub-category's. */
  sizeChart: SizeChartSchema.nullable(),
  /** Its own chart, when it has one instead of its sub-category's. */
  sizeChartId: z.string().nullable(),
  /** Its own HSN code, when it has one instead of its sub-category's. */
  hsnCode: z.string().nullable(),
  /** The stock of an older product was split across its sizes and wants checking. */
  stockReview: z.boolean(),
  /** False for products the return policy excludes (personalised, innerwear). */
  returnable: z.boolean(),
  /** What the legal metrology rules ask to be shown: its own, else its sub-category's (076). */
  declarations: DeclarationsSchema,
  /** Its own declarations, as saved (the admin's form edits these). */
  ownDeclarations: DeclarationOverridesAnswerSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Product = z.infer<typeof ProductSchema>

export const ProductListQuerySchema = PageQuerySchema.extend({
  search: SearchTextSchema.optional(),
})
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>

export const ProductsByCategoryBodySchema = PageBodySchema.extend({
  id: IdSchema,
})

export const ProductDetailsBodySchema = z.object({ productId: IdSchema })

export const CategoryIdParamsSchema = z.object({ categoryId: IdSchema })
export const SubCategoryIdParamsSchema = z.object({ subCategoryId: IdSchema })

export const SearchBodySchema = z.object({
  search: SearchTextSchema,
  page: PageBodySchema.shape.page,
  limit: PageBodySchema.shape.limit,
})
export type SearchBody = z.infer<typeof SearchBodySchema>

export const SearchResponseSchema = z.object({
  success: z.literal(true),
  error: z.literal(false),
  message: z.string(),
  results: z.array(ProductSchema),
  page: z.number().int(),
  totalCount: z.number().int(),
  totalNoPage: z.number().int(),
})
export type SearchResponse = z.infer<typeof SearchResponseSchema>

export const SuggestionSchema = z.object({ name: z.string(), _id: z.string() })
export type Suggestion = z.infer<typeof SuggestionSchema>

export const SuggestionsBodySchema = z.object({
  keyword: z
    .string()
    .max(LIMITS.searchMaxLength, `keyword must be at most ${LIMITS.searchMaxLength} characters`),
})

export const SuggestionsResponseSchema = z.object({
  success: z.literal(true),
  error: z.literal(false),
  message: z.string(),
  suggestions: z.array(SuggestionSchema),
})
export type SuggestionsResponse = z.infer<typeof SuggestionsResponseSchema>

// Catalogue changes (admins only).

/** Images must be the store's own uploads (POST /file/upload answers these URLs). */
export const UploadUrlSchema = z
  .string({ error: 'image is required' })
  .regex(/^\/images\/[a-z0-9-]{8,64}\.webp$/, 'image must be an image uploaded to the store')

// eslint-disable-next-line no-control-regex -- text may span lines, but holds no other controls
const plainText = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/

/** A category or sub-category pick: its id, or the {_id, name} object the web form holds. */
const PickSchema = z
  .union([IdSchema, z.object({ _id: IdSchema, name: z.string().optional() })], {
    error: 'must be an id',
  })
  .transform((pick) => (typeof pick === 'string' ? pick : pick._id))

const picks = (name: string, min: number, max: number) =>
  z
    .array(PickSchema, { error: `${name} must be a list` })
    .min(min, `${name} is required`)
    .max(max, `${name} must have at most ${max} entries`)
    .transform((ids) => [...new Set(ids)])

export const CatalogNameSchema = textLine('name', LIMITS.nameMaxLength)

export const CategoryCreateBodySchema = z.strictObject({
  name: CatalogNameSchema,
  image: UploadUrlSchema,
})
export const CategoryUpdateBodySchema = CategoryCreateBodySchema.extend({ _id: IdSchema })

/** An HSN code of 4, 6 or 8 digits; null (or left out) for none of its own. */
export const HsnCodeSchema = z
  .string({ error: 'hsnCode must be text' })
  .trim()
  .regex(HSN_PATTERN, 'hsnCode must be 4, 6 or 8 digits')
  .nullable()
  .default(null)

export const SubCategoryCreateBodySchema = z.strictObject({
  name: CatalogNameSchema,
  image: UploadUrlSchema,
  category: picks('category', 1, 20),
  hsnCode: HsnCodeSchema,
  /** What its products declare unless they say otherwise; left out: none. */
  declarations: DeclarationDefaultsSchema.prefault({}),
})
export const SubCategoryUpdateBodySchema = SubCategoryCreateBodySchema.extend({ _id: IdSchema })

export const DeleteBodySchema = z.strictObject({ _id: IdSchema })

const money = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .positive(`${name} must be more than 0`)
    .max(10_000_000, `${name} must be at most 10000000`)
    .multipleOf(0.01, `${name} must have at most 2 decimals`)

const units = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(0, `${name} must be at least 0`)
    .max(1_000_000, `${name} must be at most 1000000`)

const VariantFieldsSchema = z.strictObject({
  size: textLine('size', 20),
  stock: units('stock'),
  /** Left empty, the store makes one: KK-<product id>-<SIZE>. */
  sku: z
    .string({ error: 'sku must be text' })
    .trim()
    .max(40, 'sku must be at most 40 characters')
    .regex(/^([A-Za-z0-9][A-Za-z0-9_-]*)?$/, 'sku must be letters, digits, - or _')
    .default(''),
})

const ProductFieldsObject = z.strictObject({
  name: textLine('name', 200),
  image: z
    .array(UploadUrlSchema, { error: 'image must be a list' })
    .min(1, 'image is required')
    .max(10, 'image must have at most 10 entries'),
  category: picks('category', 1, 10),
  subCategory: picks('subCategory', 0, 20).default([]),
  unit: textLine('unit', 30),
  unitQuantity: z
    .number({ error: 'unitQuantity must be a number' })
    .int('unitQuantity must be a whole number')
    .min(1, 'unitQuantity must be at least 1')
    .max(1000, 'unitQuantity must be at most 1000')
    .default(1),
  sizes: z
    .array(textLine('size', 20), { error: 'sizes must be a list' })
    .max(20, 'sizes must have at most 20 entries')
    .default([])
    .transform((sizes) => [...new Set(sizes)]),
  /** The product's total stock: split evenly across `sizes` when no `variants` are sent. */
  stock: units('stock').optional(),
  /** Stock per size, in size order; when sent, `sizes` and `stock` follow from it. */
  variants: z
    .array(VariantFieldsSchema, { error: 'variants must be a list' })
    .min(1, 'variants must have at least 1 entry')
    .max(20, 'variants must have at most 20 entries')
    .optional(),
  /** A size chart for this product instead of its sub-category's; null for none of its own. */
  sizeChartId: IdSchema.nullable().default(null),
  /** The HSN code its invoice lines carry instead of its sub-category's; null for that one. */
  hsnCode: HsnCodeSchema,
  price: money('price'),
  discount: z
    .number({ error: 'discount must be a number' })
    .int('discount must be a whole number')
    .min(0, 'discount must be at least 0')
    .max(100, 'discount must be at most 100'),
  description: z
    .string({ error: 'description is required' })
    .trim()
    .min(1, 'description is required')
    .max(
      LIMITS.descriptionMaxLength,
      `description must be at most ${LIMITS.descriptionMaxLength} characters`,
    )
    .regex(plainText, 'description must be plain text'),
  more_details: z
    .record(textLine('more_details field', 50), textLine('more_details value', 500), {
      error: 'more_details must be an object of text fields',
    })
    .refine(
      (details) => Object.keys(details).length <= 20,
      'more_details must have at most 20 fields',
    )
    .default({}),
  isNew: z.boolean({ error: 'isNew must be true or false' }).default(false),
  returnable: z.boolean({ error: 'returnable must be true or false' }).default(true),
  /** A colour of the palette (its name); none when left out or null. */
  colour: ColourSchema.nullable().optional(),
  /** Its own legal declarations over its sub-category's (decision 076); left out: none. */
  declarations: DeclarationOverridesSchema.prefault({}),
})

/** Stock comes per size (`variants`, each size once) or as one total (`stock`). */
const checkStock = (fields: z.infer<typeof ProductFieldsObject>, ctx: z.RefinementCtx) => {
  if (fields.variants) {
    const sizes = fields.variants.map((variant) => variant.size)
    if (new Set(sizes).size !== sizes.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['variants'],
        message: 'variants must not repeat a size',
      })
    }
  } else if (fields.stock === undefined) {
    ctx.addIssue({ code: 'custom', path: ['stock'], message: 'stock is required' })
  }
}

export const ProductFieldsSchema = ProductFieldsObject.superRefine(checkStock)
export type ProductFields = z.infer<typeof ProductFieldsSchema>
export type ProductFieldsInput = z.input<typeof ProductFieldsSchema>

export const ProductUpdateBodySchema = ProductFieldsObject.extend({ _id: IdSchema }).superRefine(
  checkStock,
)

// Size charts (admins keep them; products carry theirs).

const measurement = z
  .number({ error: 'values must be numbers' })
  .min(0, 'values must be at least 0')
  .max(1000, 'values must be at most 1000')

export const SizeChartBodySchema = z
  .strictObject({
    name: textLine('name', LIMITS.nameMaxLength),
    unit: z.enum(SIZE_CHART_UNITS, 'unit must be cm or in'),
    columns: z
      .array(textLine('column', 30), { error: 'columns must be a list' })
      .min(1, 'columns must have at least 1 entry')
      .max(8, 'columns must have at most 8 entries'),
    rows: z
      .array(
        z.strictObject({
          size: textLine('size', 20),
          values: z.array(measurement, { error: 'values must be a list' }),
        }),
        { error: 'rows must be a list' },
      )
      .min(1, 'rows must have at least 1 entry')
      .max(30, 'rows must have at most 30 entries'),
    /** The sub-categories whose products use this chart. */
    subCategories: z
      .array(IdSchema, { error: 'subCategories must be a list' })
      .max(100, 'subCategories must have at most 100 entries')
      .default([])
      .transform((ids) => [...new Set(ids)]),
  })
  .superRefine((chart, ctx) => {
    chart.rows.forEach((row, index) => {
      if (row.values.length !== chart.columns.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['rows', index, 'values'],
          message: `rows.${index}.values must have one value for each column`,
        })
      }
    })
    const sizes = chart.rows.map((row) => row.size)
    if (new Set(sizes).size !== sizes.length) {
      ctx.addIssue({ code: 'custom', path: ['rows'], message: 'rows must not repeat a size' })
    }
  })
export type SizeChartBody = z.input<typeof SizeChartBodySchema>
export type SizeChartFields = z.infer<typeof SizeChartBodySchema>

export const AdminSizeChartSchema = SizeChartSchema.extend({ subCategories: z.array(RefSchema) })
export type AdminSizeChart = z.infer<typeof AdminSizeChartSchema>

export const SizeChartIdParamsSchema = z.object({ chartId: IdSchema })

export const UploadResultSchema = z.object({ url: z.string() })
