import {
  CouponBodySchema,
  CouponCheckBodySchema,
  CouponCheckSchema,
  CouponIdParamsSchema,
  CouponSchema,
  OfferBodySchema,
  OfferIdParamsSchema,
  OfferSchema,
  MessageBodySchema,
  envelope,
  istDateTime,
  istDay,
} from '@store/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { done, errorReplies, ok } from '../../lib/http.js'
import { toCsv } from '../../lib/csv.js'
import { toRupees } from '../../lib/money.js'
import { requireAdmin } from '../../plugins/auth.js'
import type { DiscountService, RuleInput } from './service.js'

const security = [{ bearer: [] }]

/** A shopper's bag checked against the automatic offers and a coupon; guests may ask too. */
export const couponRoutes: FastifyPluginAsyncZod<{ discounts: DiscountService }> = async (
  app,
  { discounts },
) => {
  app.post(
    '/coupons/check',
    {
      schema: {
        tags: ['coupons'],
        description:
          "Prices a bag's discounts as an order would be: the automatic offer that saves most, then the coupon on what it left, each line's share to the paisa, and the offers the bag nearly meets. A coupon that does not apply is a 404 COUPON_UNKNOWN or a 409 naming why (COUPON_EXPIRED, COUPON_NOT_YET_VALID, COUPON_EXHAUSTED, COUPON_ALREADY_USED, COUPON_FIRST_ORDER_ONLY, COUPON_OUT_OF_SCOPE, COUPON_BELOW_MINIMUM, COUPON_INACTIVE). A signed-in shopper's own uses and first order are checked; a guest's when she orders.",
        body: CouponCheckBodySchema,
        response: { 200: envelope(CouponCheckSchema), ...errorReplies(400, 404, 409) },
      },
    },
    async (request) => {
      const answer = await discounts.check(
        request.user?.id ?? null,
        request.body.items,
        request.body.code,
      )
      return ok(answer, answer.code ? `${answer.code} applied` : '')
    },
  )
}

type AdminOf = DiscountService['coupons']

/** The five calls of one kind of rule: list, create, change, delete and its redemptions' CSV. */
function ruleRoutes<B extends z.ZodType<RuleInput, unknown>>(
  app: Parameters<FastifyPluginAsyncZod>[0],
  kind: {
    path: string
    what: string
    admin: AdminOf
    body: B
    answer: z.ZodType
    params: z.ZodObject
    param: string
  },
) {
  const tags = [`${kind.path} admin`]
  const errors = errorReplies(400, 401, 403, 404, 409)
  const idOf = (params: unknown) => Number((params as Record<string, string>)[kind.param])
  app.get(
    `/admin/${kind.path}`,
    {
      schema: {
        tags,
        security,
        description: `Every ${kind.what.toLowerCase()}, newest first, with its uses so far and the rupees it took off orders not cancelled.`,
        response: { 200: envelope(z.array(kind.answer)), ...errors },
      },
    },
    async () => ok(await kind.admin.list()),
  )
  app.post(
    `/admin/${kind.path}`,
    {
      schema: {
        tags,
        security,
        description: `Saves a new ${kind.what.toLowerCase()}: rupees and whole percents, days YYYY-MM-DD in IST. 409 COUPON_CODE_TAKEN for a code in use.`,
        body: kind.body,
        response: { 200: envelope(kind.answer), ...errors },
      },
    },
    async (request) => ok(await kind.admin.create(request.body as RuleInput), `${kind.what} saved`),
  )
  app.put(
    `/admin/${kind.path}/:${kind.param}`,
    {
      schema: {
        tags,
        security,
        description: `Replaces a ${kind.what.toLowerCase()}'s fields; orders that used it keep their discount.`,
        params: kind.params,
        body: kind.body,
        response: { 200: envelope(kind.answer), ...errors },
      },
    },
    async (request) =>
      ok(
        await kind.admin.update(idOf(request.params), request.body as RuleInput),
        `${kind.what} saved`,
      ),
  )
  app.delete(
    `/admin/${kind.path}/:${kind.param}`,
    {
      schema: {
        tags,
        security,
        description: 'Deletes it for new orders; orders that used it keep their discount.',
        params: kind.params,
        response: { 200: MessageBodySchema, ...errors },
      },
    },
    async (request) => {
      await kind.admin.remove(idOf(request.params))
      return done(`${kind.what} deleted`)
    },
  )
  app.get(
    `/admin/${kind.path}/:${kind.param}/redemptions.csv`,
    {
      schema: {
        tags,
        security,
        description: 'Every order that used it, as CSV; a released use is of an order cancelled.',
        params: kind.params,
        response: {
          200: { description: 'The CSV file', content: { 'text/csv': { schema: z.string() } } },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { rule, redemptions } = await kind.admin.redemptions(idOf(request.params))
      const rows = redemptions.map((r) => [
        String(r.order_id),
        String(r.user_id),
        r.code ?? '',
        toRupees(r.discount_paise).toFixed(2),
        r.status,
        istDateTime(r.created_at),
      ])
      const file = `${kind.path}-${rule.id}-redemptions-${istDay()}.csv`
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file}"`)
        .send(toCsv([REDEMPTIONS_HEADER, ...rows]))
    },
  )
}

const REDEMPTIONS_HEADER = [
  'Order ID',
  'Shopper ID',
  'Code',
  'Discount (INR)',
  'Status',
  'Date (IST)',
]

/** Coupons and automatic offers: admins only, the role checked on the server for every call. */
export const discountAdminRoutes: FastifyPluginAsyncZod<{ discounts: DiscountService }> = async (
  app,
  { discounts },
) => {
  app.addHook('preHandler', requireAdmin)
  ruleRoutes(app, {
    path: 'coupons',
    what: 'Coupon',
    admin: discounts.coupons,
    body: CouponBodySchema,
    answer: CouponSchema,
    params: CouponIdParamsSchema,
    param: 'couponId',
  })
  ruleRoutes(app, {
    path: 'offers',
    what: 'Offer',
    admin: discounts.offers,
    body: OfferBodySchema,
    answer: OfferSchema,
    params: OfferIdParamsSchema,
    param: 'offerId',
  })
}
