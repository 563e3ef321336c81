import {
  type BrowseQuery,
  BrowseQuerySchema,
  BrowseResponseSchema,
  CategoryIdParamsSchema,
  CategorySchema,
  IdParamsSchema,
  LIMITS,
  PageQuerySchema,
  type Product,
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
import type { FastifyReply, onRequestHookHandler } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { answer, errorReplies, ok, paged } from '../../lib/http.js'
import { type ResponseCache, sendCached } from '../../lib/response-cache.js'
import type { Browse } from './browse.js'
import type { CatalogService } from './service.js'

const errors = errorReplies(400, 404)
const tags = ['catalog']
const ProductPageSchema = pagedEnvelope(ProductSchema)

type Options = {
  catalog: CatalogService
  /** Listings with their filters, counts and sorts. */
  browse: Browse
  /** Listings, products and categories. */
  cache: ResponseCache
  /** Searches and suggestions apart, so the variety of typed text never pushes listings out. */
  searchCache: ResponseCache
}

/** A read that SPEC sends as POST: not a write, so not under the per-IP write ceiling. */
const POST_READ = { rateLimit: false } as const

type RawRead = { params: Record<string, string>; query: Record<string, string | undefined> }

const CANONICAL_NUMBER = /^[1-9][0-9]{0,9}$/
const canonical = (value: string | undefined) =>
  value !== undefined && CANONICAL_NUMBER.test(value) ? value : undefined
/** `page:limit` when the query holds exactly those two, in canonical form. */
const pageOf = (query: RawRead['query']) => {
  const page = canonical(query.page)
  const limit = canonical(query.limit)
  return page && limit && Object.keys(query).length === 2 ? `${page}:${limit}` : undefined
}

/** The same words in any case or spacing are the same search. */
const searchKey = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ')

const idOf = (product: Pick<Product, '_id'> | number) =>
  typeof product === 'number' ? product : product._id
/** The tag of the product's own kept answers (its page): any change to its stock touches them. */
export const productTag = (product: Pick<Product, '_id'> | number) => `product:${idOf(product)}`
/**
 * The tag of the kept lists showing the product: a size of it running out or coming back, or a
 * new rating, touches them; a count that merely moved does not (decision 085).
 */
export const listedTag = (product: Pick<Product, '_id'> | number) => `listed:${idOf(product)}`
/** The tag of every kept filtered listing: a size running out or coming back drops them. */
export const LISTING_TAG = 'listing'

/** One key per listing, whatever the order of the query's parameters and of its lists. */
const browseKey = (query: BrowseQuery) =>
  JSON.stringify(
    Object.entries({ ...query, q: query.q && searchKey(query.q) })
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([name, value]) => [name, Array.isArray(value) ? [...value].sort() : value])
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
  )

export const catalogRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { catalog, browse, cache, searchCache },
) => {
  /**
   * Answers from a response cache; a miss is computed, checked against `schema` and kept, with
   * the tags a change drops it by (`tagsOf`).
   */
  async function cached<S extends z.ZodType>(
    reply: FastifyReply,
    key: string,
    schema: S,
    compute: () => Promise<z.input<S>>,
    {
      from = cache,
      tagsOf,
    }: { from?: ResponseCache; tagsOf?: (value: z.output<S>) => string[] } = {},
  ) {
    const kept = await from.json(key, async () => {
      const value = schema.parse(await compute())
      return { json: JSON.stringify(value), tags: tagsOf?.(value) ?? [] }
    })
    return sendCached(reply.request, reply, kept)
  }
  const ofPage = { tagsOf: (page: { data: Product[] }) => page.data.map(listedTag) }
  const ofProduct = { tagsOf: (product: Product) => [productTag(product)] }

  /**
   * An onRequest hook that answers a kept read before validation and the handler. `keyOf` maps
   * the raw request to the key its handler would use only when every part of it is already in
   * canonical form (digits, no other parameters), so a hit means this exact request was validated
   * and answered before; anything else goes the full way.
   */
  const keptRead =
    (keyOf: (request: RawRead) => string | undefined): onRequestHookHandler =>
    (request, reply, done) => {
      const key = keyOf(request as RawRead)
      if (key === undefined) return done()
      // The server's front answers this exact URL from now on while its answer is kept.
      cache.alias(request.url, key)
      const kept = cache.peek(key)
      if (kept) return void sendCached(request, reply, kept)
      done()
    }

  app.get(
    '/categories',
    {
      schema: { tags, response: { 200: envelope(z.array(CategorySchema)) } },
      onRequest: keptRead(() => 'categories'),
    },
    async (_request, reply) =>
      cached(reply, 'categories', envelope(z.array(CategorySchema)), async () =>
        ok(await catalog.listCategories()),
      ),
  )

  app.get(
    '/subcategoryproduct/categoryserviceid',
    {
      schema: { tags, response: { 200: envelope(z.array(SubCategorySchema)) } },
      onRequest: keptRead(() => 'subcategories'),
    },
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
      onRequest: keptRead(({ query }) => {
        const page = pageOf(query)
        return page && `products:${page}`
      }),
    },
    async ({ query }, reply) => {
      const compute = async () => {
        const result = await catalog.listProducts(query)
        return paged(result.items, result)
      }
      const { page, limit, search } = query
      return search
        ? cached(reply, `list:${page}:${limit}:${searchKey(search)}`, ProductPageSchema, compute, {
            ...ofPage,
            from: searchCache,
          })
        : cached(reply, `products:${page}:${limit}`, ProductPageSchema, compute, ofPage)
    },
  )

  app.get(
    '/products/browse',
    {
      schema: {
        tags,
        querystring: BrowseQuerySchema,
        response: { 200: BrowseResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { query } = request
      const key = `browse:${browseKey(query)}`
      // Searches are kept apart, so that their many phrasings never push listings out.
      const keptIn = query.q?.trim() ? searchCache : cache
      // Validated: this exact URL is answered from the kept answer while it is kept.
      keptIn.alias(request.url, key)
      return cached(
        reply,
        key,
        BrowseResponseSchema,
        async () => {
          const { items, sort, facets, ...page } = await browse.browse(query)
          return { ...paged(items, page), sort, facets }
        },
        {
          // Its counts, order and sizes in stock change when a size runs out or comes back.
          tagsOf: (listing: { data: Product[] }) => [LISTING_TAG, ...listing.data.map(listedTag)],
          from: keptIn,
        },
      )
    },
  )

  app.get(
    '/products/:id',
    {
      schema: { tags, params: IdParamsSchema, response: { 200: ProductSchema, ...errors } },
      onRequest: keptRead(({ params, query }) => {
        const id = canonical(params.id)
        return id && Object.keys(query).length === 0 ? `product:${id}` : undefined
      }),
    },
    async ({ params }, reply) =>
      cached(
        reply,
        `product:${Number(params.id)}`,
        ProductSchema,
        () => catalog.getProduct(Number(params.id)),
        ofProduct,
      ),
  )

  app.post(
    '/product/get-product-details',
    {
      config: POST_READ,
      schema: {
        tags,
        body: ProductDetailsBodySchema,
        response: { 200: ProductSchema, ...errors },
      },
    },
    async ({ body }, reply) =>
      cached(
        reply,
        `product:${Number(body.productId)}`,
        ProductSchema,
        () => catalog.getProduct(Number(body.productId)),
        ofProduct,
      ),
  )

  app.post(
    '/product/get-product-by-category',
    {
      config: POST_READ,
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
        ofPage,
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
      onRequest: keptRead(({ params, query }) => {
        const id = canonical(params.subCategoryId)
        const page = pageOf(query)
        return id && page && `subcategory:${id}:${page}`
      }),
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
        ofPage,
      ),
  )

  app.post(
    '/products/search',
    {
      config: POST_READ,
      schema: { tags, body: SearchBodySchema, response: { 200: SearchResponseSchema, ...errors } },
    },
    async ({ body }, reply) =>
      cached(
        reply,
        `search:${body.page}:${body.limit}:${searchKey(body.search)}`,
        SearchResponseSchema,
        async () => {
          const result = await catalog.searchProducts(body.search, body)
          const { data, ...rest } = paged(result.items, result)
          return { ...rest, results: data }
        },
        {
          from: searchCache,
          tagsOf: (found: { results: Product[] }) => found.results.map(listedTag),
        },
      ),
  )

  app.post(
    '/products/suggestions',
    {
      config: POST_READ,
      schema: {
        tags,
        body: SuggestionsBodySchema,
        response: { 200: SuggestionsResponseSchema, ...errors },
      },
    },
    async ({ body }, reply) =>
      cached(
        reply,
        `suggest:${searchKey(body.keyword)}`,
        SuggestionsResponseSchema,
        async () =>
          answer({
            suggestions: body.keyword.trim()
              ? await catalog.suggest(body.keyword, LIMITS.suggestionsMax)
              : [],
          }),
        { from: searchCache },
      ),
  )
}
