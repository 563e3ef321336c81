import { Readable } from 'node:stream'
import {
  AdminOrderQuerySchema,
  AdminOrderSchema,
  ORDER_STATUS_LABELS,
  OrderIdParamsSchema,
  OrderStatusChangeBodySchema,
  OverviewSchema,
  envelope,
  istDay,
  pagedEnvelope,
} from '@store/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorReplies, ok, paged } from '../../lib/http.js'
import { callerOf, requireAdmin } from '../../plugins/auth.js'
import type { MoveOrder } from '../../flows/move-order.js'
import type { OrderReports } from './reports.js'
import type { OrderService } from './service.js'

const tags = ['orders admin']
const security = [{ bearer: [] }]
const errors = errorReplies(400, 401, 403, 404, 409)

type Options = { orders: OrderService; moveOrder: MoveOrder; reports: OrderReports }

/** Running the day's orders: admins only, checked on the server for every call. */
export const orderAdminRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { orders, moveOrder, reports },
) => {
  app.addHook('preHandler', requireAdmin)

  app.get(
    '/admin/orders',
    {
      config: { audit: 'orders.list' },
      schema: {
        tags,
        security,
        description:
          'All orders, newest first; filter by status, IST dates and order number, mobile or name.',
        querystring: AdminOrderQuerySchema,
        response: { 200: pagedEnvelope(AdminOrderSchema), ...errors },
      },
    },
    async ({ query }) => {
      const { items, total } = await reports.list(query)
      return paged(items, { page: query.page, limit: query.limit, total })
    },
  )

  app.get(
    '/admin/orders/export.csv',
    {
      config: { audit: 'orders.export' },
      schema: {
        tags,
        security,
        description:
          'The filtered orders as CSV, one row per order line, streamed as it is read (choose a date range: a month is what the admin screen asks for by default).',
        querystring: AdminOrderQuerySchema,
        response: {
          200: {
            description: 'The CSV file',
            content: { 'text/csv': { schema: z.string() } },
          },
          ...errors,
        },
      },
    },
    async ({ query }, reply) => {
      const day = istDay()
      const range = query.from || query.to ? `${query.from ?? 'start'}-to-${query.to ?? day}` : day
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="orders-${range}.csv"`)
          // A stream is piped as it is, never serialised; the schema types the body as the text it is.
          // One step's text waits at most: the export reads no further ahead than the client takes.
          .send(Readable.from(reports.exportCsv(query), { highWaterMark: 1 }) as unknown as string)
      )
    },
  )

  app.get(
    '/admin/orders/:orderId',
    {
      config: { audit: 'orders.read' },
      schema: {
        tags,
        security,
        params: OrderIdParamsSchema,
        response: { 200: envelope(AdminOrderSchema), ...errors },
      },
    },
    async ({ params }) => ok(await orders.getForAdmin(Number(params.orderId))),
  )

  app.put(
    '/admin/orders/:orderId/status',
    {
      config: { audit: 'orders.move' },
      schema: {
        tags,
        security,
        description:
          'Moves an order: Pending -> Confirmed -> Shipped (courierName, trackingUrl) -> Delivered; Pending or Confirmed -> Cancelled (stock returns).',
        params: OrderIdParamsSchema,
        body: OrderStatusChangeBodySchema,
        response: { 200: envelope(AdminOrderSchema), ...errors },
      },
    },
    async (request) => {
      const id = Number(request.params.orderId)
      const order = await moveOrder(id, request.body, callerOf(request))
      return ok(order, `Order ${ORDER_STATUS_LABELS[request.body.status]}`)
    },
  )

  app.get(
    '/admin/overview',
    { schema: { tags, security, response: { 200: envelope(OverviewSchema), ...errors } } },
    async () => ok(await reports.overview()),
  )
}
