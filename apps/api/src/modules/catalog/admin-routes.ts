import {
  AdminSizeChartSchema,
  CategoryCreateBodySchema,
  CategorySchema,
  CategoryUpdateBodySchema,
  DeclarationGapsSchema,
  DeleteBodySchema,
  LIMITS,
  MessageBodySchema,
  ProductFieldsSchema,
  ProductSchema,
  ProductUpdateBodySchema,
  SizeChartBodySchema,
  SizeChartIdParamsSchema,
  SubCategoryCreateBodySchema,
  SubCategorySchema,
  SubCategoryUpdateBodySchema,
  UploadResultSchema,
  envelope,
} from '@store/contract'
import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { done, errorReplies, ok } from '../../lib/http.js'
import type { FileStorage } from '../../lib/storage.js'
import { UPLOAD_LIMITS, receiveImage } from '../../lib/uploads.js'
import { requireAdmin } from '../../plugins/auth.js'
import type { CatalogAdmin } from './admin-service.js'

const tags = ['catalog admin']
const security = [{ bearer: [] }]
const errors = errorReplies(400, 401, 403, 404, 409)

type Options = {
  admin: CatalogAdmin
  storage: FileStorage
  /** Products whose legal declarations are incomplete (the catalogue's own read). */
  declarationGaps: () => Promise<z.infer<typeof DeclarationGapsSchema>>
}

/** Catalogue changes: admins only, checked on the server for every call. */
export const catalogAdminRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { admin, storage, declarationGaps },
) => {
  app.addHook('preHandler', requireAdmin)
  await app.register(multipart, {
    limits: { fileSize: LIMITS.uploadMaxBytes, ...UPLOAD_LIMITS },
  })

  app.post(
    '/file/upload',
    {
      config: { uploadField: 'image' },
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        description: 'One image in the multipart field `image`, at most 5 MB; answers its URL.',
        response: {
          200: envelope(UploadResultSchema),
          ...errors,
          ...errorReplies(413, 415),
        },
      },
    },
    async (request) => ok({ url: await receiveImage(request, 'image', storage) }, 'Image uploaded'),
  )

  app.post(
    '/category/add-category',
    {
      schema: {
        tags,
        security,
        body: CategoryCreateBodySchema,
        response: { 200: envelope(CategorySchema), ...errors },
      },
    },
    async ({ body }) => ok(await admin.createCategory(body.name, body.image), 'Category added'),
  )

  app.put(
    '/category/update',
    {
      schema: {
        tags,
        security,
        body: CategoryUpdateBodySchema,
        response: { 200: envelope(CategorySchema), ...errors },
      },
    },
    async ({ body }) =>
      ok(await admin.updateCategory(Number(body._id), body.name, body.image), 'Category updated'),
  )

  app.delete(
    '/category/delete',
    {
      schema: {
        tags,
        security,
        body: DeleteBodySchema,
        response: { 200: MessageBodySchema, ...errors },
      },
    },
    async ({ body }) => {
      await admin.deleteCategory(Number(body._id))
      return done('Category deleted')
    },
  )

  app.post(
    '/subcategory/create',
    {
      schema: {
        tags,
        security,
        body: SubCategoryCreateBodySchema,
        response: { 200: envelope(SubCategorySchema), ...errors },
      },
    },
    async ({ body }) =>
      ok(
        await admin.createSubCategory(
          body.name,
          body.image,
          body.category,
          body.hsnCode,
          body.declarations,
        ),
        'Sub category added',
      ),
  )

  app.put(
    '/subcategory/update',
    {
      schema: {
        tags,
        security,
        body: SubCategoryUpdateBodySchema,
        response: { 200: envelope(SubCategorySchema), ...errors },
      },
    },
    async ({ body }) =>
      ok(
        await admin.updateSubCategory(
          Number(body._id),
          body.name,
          body.image,
          body.category,
          body.hsnCode,
          body.declarations,
        ),
        'Sub category updated',
      ),
  )

  app.delete(
    '/subcategory/delete',
    {
      schema: {
        tags,
        security,
        body: DeleteBodySchema,
        response: { 200: MessageBodySchema, ...errors },
      },
    },
    async ({ body }) => {
      await admin.deleteSubCategory(Number(body._id))
      return done('Sub category deleted')
    },
  )

  app.get(
    '/admin/products/declarations-missing',
    {
      schema: {
        tags,
        security,
        description:
          'Products whose legal declarations (Legal Metrology (Packaged Commodities) Rules 2011 rule 6(10)) miss a maker, country of origin, importer of imported goods, generic name or consumer care, after their sub-category defaults: what the declarations migration could not fill, and anything since.',
        response: { 200: envelope(DeclarationGapsSchema), ...errorReplies(401, 403) },
      },
    },
    async () => ok(await declarationGaps()),
  )

  app.post(
    '/product/create',
    {
      schema: {
        tags,
        security,
        description: 'createProduct',
        body: ProductFieldsSchema,
        response: { 200: envelope(ProductSchema), ...errors },
      },
    },
    async ({ body }) => ok(await admin.createProduct(body), 'Product created'),
  )

  app.put(
    '/product/update-product-details',
    {
      schema: {
        tags,
        security,
        description: 'updateProductDetails',
        body: ProductUpdateBodySchema,
        response: { 200: envelope(ProductSchema), ...errors },
      },
    },
    async ({ body: { _id, ...fields } }) =>
      ok(await admin.updateProduct(Number(_id), fields), 'Product updated'),
  )

  app.delete(
    '/product/delete-product',
    {
      schema: {
        tags,
        security,
        description: 'deleteProduct',
        body: DeleteBodySchema,
        response: { 200: MessageBodySchema, ...errors },
      },
    },
    async ({ body }) => {
      await admin.deleteProduct(Number(body._id))
      return done('Product deleted')
    },
  )

  app.get(
    '/size-charts',
    {
      schema: {
        tags,
        security,
        description: 'Every size chart, with the sub-categories whose products use it.',
        response: { 200: envelope(z.array(AdminSizeChartSchema)), ...errors },
      },
    },
    async () => ok(await admin.listSizeCharts()),
  )

  app.post(
    '/size-charts',
    {
      schema: {
        tags,
        security,
        body: SizeChartBodySchema,
        response: { 200: envelope(AdminSizeChartSchema), ...errors },
      },
    },
    async ({ body }) => ok(await admin.createSizeChart(body), 'Size chart added'),
  )

  app.put(
    '/size-charts/:chartId',
    {
      schema: {
        tags,
        security,
        params: SizeChartIdParamsSchema,
        body: SizeChartBodySchema,
        response: { 200: envelope(AdminSizeChartSchema), ...errors },
      },
    },
    async ({ params, body }) =>
      ok(await admin.updateSizeChart(Number(params.chartId), body), 'Size chart updated'),
  )

  app.delete(
    '/size-charts/:chartId',
    {
      schema: {
        tags,
        security,
        params: SizeChartIdParamsSchema,
        response: { 200: MessageBodySchema, ...errors },
      },
    },
    async ({ params }) => {
      await admin.deleteSizeChart(Number(params.chartId))
      return done('Size chart deleted')
    },
  )
}
