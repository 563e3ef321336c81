import {
  CategoryIdParamsSchema,
  CategorySchema,
  ErrorBodySchema,
  IdParamsSchema,
  LIMITS,
  PageQuerySchema,
  ProductDetailsBodySchema,
  ProductListQuerySchema,
  ProductSchema,
  ProductsByCategoryBodySchema,
  SearchBodySchema,
  SearchResponseSchema,
  SubCategoryIdParamsSchema,
  SubCategorySchema,
  SuggestionsBodySchema,
  SuggestionsResponseSchema,
  envelope,
  pagedEnvelope,
} from '@store/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ok, paged } from '../../lib/http.js'
import type { CatalogService } from './service.js'

const errors = { 400: ErrorBodySchema, 404: ErrorBodySchema }
const tags = ['catalog']
const ProductPageSchema = pagedEnvelope(ProductSchema)

export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (
  app,
  { catalog },
) => {
  app.get(
    '/categories',
    { schema: { tags, response: { 200: envelope(z.array(CategorySchema)) } } },
    async () => ok(await catalog.listCategories()),
  )

  app.get(
    '/subcategoryproduct/categoryserviceid',
    { schema: { tags, response: { 200: envelope(z.array(SubCategorySchema)) } } },
    async () => ok(await catalog.listSubCategories()),
  )

  app.get(
    '/subcategoryproduct/categoryserviceid/:categoryId',
    {
      schema: {
        tags,
        params: CategoryIdParamsSchema,
        response: { 200: envelope(z.array(SubCategorySchema)), ...errors },
      },
    },
    async ({ params }) => ok(await catalog.listSubCategories(Number(params.categoryId))),
  )

  app.get(
    '/products',
    {
      schema: {
        tags,
        querystring: ProductListQuerySchema,
        response: { 200: ProductPageSchema, ...errors },
      },
    },
    async ({ query }) => {
      const result = await catalog.listProducts(query)
      return paged(result.items, result)
    },
  )

  app.get(
    '/products/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: ProductSchema, ...errors } } },
    async ({ params }) => catalog.getProduct(Number(params.id)),
  )

  app.post(
    '/product/get-product-details',
    {
      schema: {
        tags,
        body: ProductDetailsBodySchema,
        response: { 200: ProductSchema, ...errors },
      },
    },
    async ({ body }) => catalog.getProduct(Number(body.productId)),
  )

  app.post(
    '/product/get-product-by-category',
    {
      schema: {
        tags,
        body: ProductsByCategoryBodySchema,
        response: { 200: ProductPageSchema, ...errors },
      },
    },
    async ({ body }) => {
      const result = await catalog.listProductsByCategory(Number(body.id), body)
      return paged(result.items, result)
    },
  )

  app.get(
    '/products/get-product-by-subcategory/:subCategoryId',
    {
      schema: {
        tags,
        params: SubCategoryIdParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: ProductPageSchema, ...errors },
      },
    },
    async ({ params, query }) => {
      const result = await catalog.listProductsBySubCategory(Number(params.subCategoryId), query)
      return paged(result.items, result)
    },
  )

  app.post(
    '/products/search',
    {
      schema: { tags, body: SearchBodySchema, response: { 200: SearchResponseSchema, ...errors } },
    },
    async ({ body }) => {
      const result = await catalog.searchProducts(body.search, body)
      const { data, ...rest } = paged(result.items, result)
      return { ...rest, results: data }
    },
  )

  app.post(
    '/products/suggestions',
    {
      schema: {
        tags,
        body: SuggestionsBodySchema,
        response: { 200: SuggestionsResponseSchema, ...errors },
      },
    },
    async ({ body }) => ({
      success: true as const,
      error: false as const,
      message: '',
      suggestions: body.keyword.trim()
        ? await catalog.suggest(body.keyword, LIMITS.suggestionsMax)
        : [],
    }),
  )
}
