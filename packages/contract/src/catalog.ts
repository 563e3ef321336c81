import { z } from 'zod'
import { IdSchema, PageBodySchema, PageQuerySchema, SearchTextSchema } from './common.js'
import { LIMITS } from './constants.js'

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
})
export type SubCategory = z.infer<typeof SubCategorySchema>

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
  isNew: z.boolean(),
  description: z.string(),
  more_details: z.record(z.string(), z.string()),
  vendorId: z.string().nullable(),
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
