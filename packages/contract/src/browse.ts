import { z } from 'zod'
import { IdSchema, PageQuerySchema, SearchTextSchema } from './common.js'
import { ProductSchema } from './catalog.js'
import { COLOUR_SLUGS } from './colours.js'
import { BROWSE_SORTS, FILTER_MAX_VALUES, PRICE_MAX_RUPEES } from './browse-options.js'

/** A comma-separated list of at most FILTER_MAX_VALUES values, each checked by `item`. */
const list = <T extends z.ZodType<unknown, string>>(name: string, item: T) =>
  z
    .string()
    .max(2000, `${name} is too long`)
    .transform((text) => [
      ...new Set(
        text
          .split(',')
          .map((value) => value.trim())
          .filter((value) => value !== ''),
      ),
    ])
    .pipe(
      z
        .array(item)
        .min(1, `${name} must have a value`)
        .max(FILTER_MAX_VALUES, `${name} must have at most ${FILTER_MAX_VALUES} values`),
    )

const wholeRupees = (name: string) =>
  z
    .string()
    .regex(/^[0-9]{1,8}$/, `${name} must be whole rupees`)
    .transform(Number)
    .pipe(z.number().max(PRICE_MAX_RUPEES, `${name} must be at most ${PRICE_MAX_RUPEES}`))

const facetText = (name: string, max: number) =>
  z
    .string()
    .max(max, `${name} values must be at most ${max} characters`)
    // eslint-disable-next-line no-control-regex -- a filter value is one plain line
    .regex(/^[^\u0000-\u001f\u007f<>]+$/, `${name} values must be plain text`)

export const BrowseQuerySchema = PageQuerySchema.extend({
  q: SearchTextSchema.optional(),
  category: IdSchema.optional(),
  subCategory: list('subCategory', IdSchema).optional(),
  size: list('size', facetText('size', 20)).optional(),
  colour: list(
    'colour',
    z.enum(COLOUR_SLUGS, { error: 'colour must be one of the palette, e.g. navy-blue' }),
  ).optional(),
  brand: list('brand', facetText('brand', 60)).optional(),
  priceMin: wholeRupees('priceMin').optional(),
  priceMax: wholeRupees('priceMax').optional(),
  discountMin: z
    .string()
    .regex(/^[1-9][0-9]?$/, 'discountMin must be a whole percent from 1 to 99')
    .transform(Number)
    .optional(),
  ratingMin: z
    .string()
    .regex(/^[1-4]$/, 'ratingMin must be 1, 2, 3 or 4')
    .transform(Number)
    .optional(),
  sort: z
    .enum(BROWSE_SORTS, { error: `sort must be one of ${BROWSE_SORTS.join(', ')}` })
    .optional(),
})
  .strict()
  .superRefine((query, ctx) => {
    if (
      query.priceMin !== undefined &&
      query.priceMax !== undefined &&
      query.priceMin > query.priceMax
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['priceMax'],
        message: 'priceMax must not be below priceMin',
      })
    }
    if (query.sort === 'relevance' && !query.q?.trim()) {
      ctx.addIssue({
        code: 'custom',
        path: ['sort'],
        message: 'sort relevance needs a search text q',
      })
    }
  })
export type BrowseQuery = z.infer<typeof BrowseQuerySchema>
export type BrowseQueryInput = z.input<typeof BrowseQuerySchema>

const countOf = z.number().int()
export const FacetsSchema = z.object({
  /** Sizes in stock; a size that the other filters leave empty has count 0. */
  size: z.array(z.object({ value: z.string(), count: countOf })),
  colour: z.array(
    z.object({ value: z.string(), name: z.string(), hex: z.string(), count: countOf }),
  ),
  brand: z.array(z.object({ value: z.string(), count: countOf })),
  /** The sub-categories of the products listed (a category's refinements). */
  subCategory: z.array(z.object({ value: z.string(), name: z.string(), count: countOf })),
  /** Rupees of the price paid, both ends included; `max` null for the band without an end. */
  price: z.array(
    z.object({ min: z.number().int(), max: z.number().int().nullable(), count: countOf }),
  ),
  /** Products with at least `value` percent off. */
  discount: z.array(z.object({ value: z.number().int(), count: countOf })),
  /** Products rated at least `value` stars. */
  rating: z.array(z.object({ value: z.number().int(), count: countOf })),
})
export type Facets = z.infer<typeof FacetsSchema>

export const BrowseResponseSchema = z.object({
  success: z.literal(true),
  error: z.literal(false),
  message: z.string(),
  data: z.array(ProductSchema),
  page: z.number().int(),
  totalCount: z.number().int(),
  totalNoPage: z.number().int(),
  /** The sort applied (the default when none was asked for). */
  sort: z.enum(BROWSE_SORTS),
  facets: FacetsSchema,
})
export type BrowseResponse = z.infer<typeof BrowseResponseSchema>
