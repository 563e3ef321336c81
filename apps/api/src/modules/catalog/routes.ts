import {
  CategoryIdParamsSchema,
  CategorySchema,
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
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { answer, errorReplies, ok, paged } from '../../lib/http.js'
import type { ResponseCache } from '../../lib/response-cache.js'
import type { CatalogService } from './service.js'

const errors = errorReplies(400, 404)
const tags = ['catalog']
const ProductPageSchema = pagedEnvelope(ProductSchema)

type Options = { catalog: CatalogService; cache: ResponseCache }

export const catalogRoutes: FastifyPluginAsyncZod<Options> = async (app, { catalog, cache }) => {
  /** Answers from the response cache; a miss is computed, checked against `schema` and kept. */
  async function cached<S extends z.ZodType>(
    reply: FastifyReply,
    key: string,
    schema: S,
    compute: () => Promise<z.input<S>>,
  ) {
    const body = await cache.json(key, async () => JSON.stringify(schema.parse(await compute())))
    return reply.type('application/json; charset=utf-8').send(body)
  }

  app.get(
    '/categories',
    { schema: { tags, response: { 200: envelope(z.array(CategorySchema)) } } },
    async (_request, reply) =>
      cached(reply, 'categories', envelope(z.array(CategorySchema)), async () =>
        ok(await catalog.listCategories()),
      ),
  )

  app.get(
    '/subcategoryproduct/categoryserviceid',
    { schema: { tags, response: { 200: envelope(z.array(SubCategorySchema)) } } },
    async (_request, reply) =>
      cached(reply, 'subcategories', envelope(z.array(SubCategorySchema)), async () =>
        ok(await catalog.listSubCategories()),
      ),
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
    async ({ query }, reply) => {
      const compute = async () => {
        const result = await catalog.listProducts(query)
        return paged(result.items, result)
      }
      // Text searches are not kept: their variety would only push listings out of the cache.
      if (query.search) return compute()
      return cached(reply, `products:${query.page}:${query.limit}`, ProductPageSchema, compute)
    },
  )

  app.get(
    '/products/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: ProductSchema, ...errors } } },
    async ({ params }, reply) =>
      cached(reply, `product:${Number(params.id)}`, ProductSchema, () =>
        catalog.getProduct(Number(params.id)),
      ),
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
    async ({ body }, reply) =>
      cached(reply, `product:${Number(body.productId)}`, ProductSchema, () =>
        catalog.getProduct(Number(body.productId)),
      ),
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
    async ({ body }, reply) =>
      cached(
        reply,
        `category:${body.id}:${body.page}:${body.limit}`,
        ProductPageSchema,
        async () => {
          const result = await catalog.listProductsByCategory(Number(body.id), body)
          return paged(result.items, result)
        },
      ),
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
    async ({ params, query }, reply) =>
      cached(
        reply,
        `subcategory:${params.subCategoryId}:${query.page}:${query.limit}`,
        ProductPageSchema,
        async () => {
          const result = await catalog.listProductsBySubCategory(
            Number(params.subCategoryId),
            query,
          )
          return paged(result.items, result)
        },
      ),
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
    async ({ body }) =>
      answer({
        suggestions: body.keyword.trim()
          ? await catalog.suggest(body.keyword, LIMITS.suggestionsMax)
          : [],
      }),
  )
}
