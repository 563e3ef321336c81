import { randomUUID } from 'node:crypto'
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions } from 'fastify'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import type { Config } from './config.js'
import { createDatabase } from './db/index.js'
import { relayEvents } from './db/notify.js'
import { keptReadsServer } from './lib/kept-reads.js'
import { createResponseCache, readingFetch } from './lib/response-cache.js'
import { createAttemptLimiter } from './lib/attempt-limits.js'
import { accountSummaryFlow } from './flows/account-summary.js'
import { eraseAccountFlow } from './flows/erase-account.js'
import { exportAccountFlow } from './flows/export-account.js'
import { askReturnFlow } from './flows/ask-return.js'
import { cancelOrderStep, returnToOriginStep } from './flows/cancel-order.js'
import { issueInvoiceStep } from './flows/issue-invoice.js'
import { moveOrderFlow } from './flows/move-order.js'
import { moveReturnFlow } from './flows/move-return.js'
import { payOrderFlow } from './flows/pay-order.js'
import { paymentSweepFlow } from './flows/payment-sweep.js'
import { placeOrderFlow } from './flows/place-order.js'
import { takePaymentFlow } from './flows/take-payment.js'
import { saveSettingsFlow } from './flows/save-settings.js'
import { sendAlertsFlow } from './flows/send-alerts.js'
import { requestReviewsFlow } from './flows/request-reviews.js'
import { createEventBus } from './lib/events.js'
import { createMailer } from './lib/mail.js'
import { injectFetch } from './lib/inject-fetch.js'
import { loadServerRenderer } from './lib/server-render.js'
import { createImageStorage } from './lib/object-storage.js'
import { repeatEvery } from './lib/repeat.js'
import { createAccessTokens } from './lib/tokens.js'
import { createAttemptStore } from './modules/auth/attempt-store.js'
import { createLoginGuard } from './modules/auth/login-guard.js'
import { createPasswordReset } from './modules/auth/password-reset.js'
import { addressRoutes } from './modules/addresses/routes.js'
import { auditRoutes } from './modules/audit/routes.js'
import { createAuditLog } from './modules/audit/service.js'
import { createGeocoder } from './modules/addresses/geocode.js'
import { createAddressService } from './modules/addresses/service.js'
import { authRoutes } from './modules/auth/routes.js'
import { createSessionService } from './modules/auth/service.js'
import { cartRoutes } from './modules/cart/routes.js'
import { createCartService } from './modules/cart/service.js'
import { createCatalogAdmin } from './modules/catalog/admin-service.js'
import { catalogAdminRoutes } from './modules/catalog/admin-routes.js'
import { catalogRoutes, LISTING_TAG, listedTag, productTag } from './modules/catalog/routes.js'
import { createBrowse } from './modules/catalog/browse.js'
import { HOLD_MS, createInventory } from './modules/catalog/inventory.js'
import { deliveryAdminRoutes, deliveryRoutes } from './modules/delivery/routes.js'
import { loadPinDirectory } from './modules/delivery/pin-directory.js'
import { createDeliveryService } from './modules/delivery/service.js'
import { createCatalogService } from './modules/catalog/service.js'
import { healthRoutes } from './modules/health/routes.js'
import { createSearchEngine } from './modules/catalog/search/service.js'
import { REVIEWS_IN_HEAD, catalogPageHeads } from './modules/catalog/page-head.js'
import { seoRoutes } from './modules/catalog/seo-routes.js'
import { orderAdminRoutes } from './modules/orders/admin-routes.js'
import { createOrderReports } from './modules/orders/reports.js'
import { orderRoutes } from './modules/orders/routes.js'
import { createOrderService } from './modules/orders/service.js'
import { createOutbox } from './modules/outbox/service.js'
import { outboxAdminRoutes } from './modules/outbox/routes.js'
import { paymentAdminRoutes } from './modules/payments/admin-routes.js'
import { createRazorpay } from './modules/payments/razorpay.js'
import { paymentRoutes } from './modules/payments/routes.js'
import { createPaymentService } from './modules/payments/service.js'
import { createGateway } from './modules/payments/test-gateway/gateway.js'
import { databaseGatewayStore } from './modules/payments/test-gateway/repo.js'
import { testGatewayRoutes } from './modules/payments/test-gateway/routes.js'
import { grievanceAdminRoutes } from './modules/grievances/admin-routes.js'
import { grievanceRoutes } from './modules/grievances/routes.js'
import { createGrievanceService } from './modules/grievances/service.js'
import { invoiceAdminRoutes, invoiceRoutes } from './modules/invoices/routes.js'
import { createInvoiceService } from './modules/invoices/service.js'
import { sellerRoutes, settingsRoutes } from './modules/settings/routes.js'
import { createSettingsService } from './modules/settings/service.js'
import { marketingTokens } from './modules/privacy/marketing-token.js'
import { privacyRoutes } from './modules/privacy/routes.js'
import { createPrivacyService } from './modules/privacy/service.js'
import { returnAdminRoutes } from './modules/returns/admin-routes.js'
import { returnRoutes } from './modules/returns/routes.js'
import { createReturnsService } from './modules/returns/service.js'
import { storeCreditRoutes } from './modules/store-credit/routes.js'
import { createStoreCredit } from './modules/store-credit/service.js'
import { userRoutes } from './modules/users/routes.js'
import { createUsersService } from './modules/users/service.js'
import { couponRoutes, discountAdminRoutes } from './modules/discounts/routes.js'
import { createDiscountService } from './modules/discounts/service.js'

import { reviewAdminRoutes } from './modules/reviews/admin-routes.js'
import { reviewRoutes } from './modules/reviews/routes.js'
import { createReviewsService } from './modules/reviews/service.js'
import { reviewUnsubscribeTokens } from './modules/reviews/unsubscribe-token.js'
import { wishlistRoutes } from './modules/wishlist/routes.js'
import { createWishlistService } from './modules/wishlist/service.js'
import { unsubscribeTokens } from './modules/wishlist/unsubscribe-token.js'
import audit from './plugins/audit.js'
import auth from './plugins/auth.js'
import errorHandler, { clientErrorHandler, sendError } from './plugins/error-handler.js'
import textInput from './plugins/text-input.js'
import lifecycle from './plugins/lifecycle.js'
import readTurns from './plugins/read-turns.js'
import security, { apiSecurityHeaders } from './plugins/security.js'
import swagger from './plugins/swagger.js'
import web from './plugins/web.js'

export type BuildOptions = { logger?: FastifyServerOptions['logger'] }

const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
]

/** Builds the whole store without listening: main.ts listens, tests call inject(). */
export async function buildApp(config: Config, options: BuildOptions = {}) {
  const responseCache = createResponseCache()
  const searchCache = createResponseCache({ maxBytes: config.searchCacheBytes })
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel, redact: REDACTED_LOG_PATHS },
    requestIdHeader: 'x-request-id',
    trustProxy: config.trustProxy ?? false,
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 100 },
    // A bad URL or an over-long id is refused by the router before any hook: same envelope.
    frameworkErrors: sendError,
    clientErrorHandler,
    serverFactory: keptReadsServer({
      caches: [responseCache, searchCache],
      headers: apiSecurityHeaders(),
      draining: (): boolean => app.draining,
      log: (): FastifyBaseLogger => app.log,
    }),
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  const database = createDatabase(config.database)
  app.addHook('onClose', () => database.destroy())
  // Once listening, the server opens its database connections before the first burst needs
  // them, without holding up the start (decision 093).
  app.addHook('onListen', async () => {
    database.openAll().catch((err: unknown) => app.log.warn({ err }, 'connections not opened'))
  })
  const db = database.db
  const events = createEventBus()
  // The public pages the server draws, kept like the answers they are made from and touched by
  // the same changes (decision 083).
  const pageCache = createResponseCache({ maxBytes: config.pageCacheBytes })
  const caches = [responseCache, searchCache, pageCache]
  events.on('catalog.changed', () => {
    for (const cache of caches) cache.invalidate()
  })
  // Stock taken or put back touches only the answers holding those products; every instance
  // hears of it. A size that ran out or came back drops their own answers, the lists showing
  // them and the filtered listings (their counts and sizes in stock) at once. A count that
  // merely moved has only the products' own answers made again, while the old ones still serve:
  // lists show a count at most as old as their time limit, and a sale's orders never leave
  // shoppers, or the next orders, waiting on lists being made again (decision 085).
  events.on('stock.changed', ({ productIds, sizesChanged }) => {
    const outOrBack = new Set(sizesChanged)
    const dropped = sizesChanged.flatMap((id) => [productTag(id), listedTag(id)])
    const refreshed = productIds.filter((id) => !outOrBack.has(id)).map(productTag)
    for (const cache of caches) {
      if (dropped.length > 0) cache.invalidate([...dropped, LISTING_TAG])
      if (refreshed.length > 0) cache.refresh(refreshed)
    }
  })
  // A review moved ratings: those products' answers and the lists (rating filter, popular sort)
  // are made again while the old ones serve a moment longer.
  events.on('ratings.changed', ({ productIds }) => {
    for (const cache of caches) {
      cache.refresh([...productIds.flatMap((id) => [productTag(id), listedTag(id)]), LISTING_TAG])
    }
  })
  if (config.database.kind === 'postgres') {
    const relay = await relayEvents({ config: config.database, db, events, log: app.log })
    app.addHook('onClose', () => relay.close())
  }

  // Modules: each knows only its own tables; what one reads of another is handed over here.
  const search = createSearchEngine(db)
  const catalog = createCatalogService({ db, search })
  const inventory = createInventory({ db, events })
  // Units held by an order that a stopped process never finished go back on sale (decision 085).
  const holdSweeper = repeatEvery(HOLD_MS / 10, () => inventory.sweepHolds(), app.log)
  app.addHook('onReady', async () => holdSweeper.start())
  app.addHook('onClose', () => holdSweeper.stop())
  const users = createUsersService({ db })
  const contacts = (ids: number[]) => users.contacts(ids)
  const findCustomers = (text: string, limit: number) => users.idsMatching(text, limit)
  const directory = await loadPinDirectory()
  // Reads the orders' history (refused parcels), which exists by the time anyone asks.
  const delivery = createDeliveryService({
    db,
    directory,
    refusedParcels: (userId, since) => orders.refusedSince(userId, since),
  })
  const addresses = createAddressService({
    db,
    placeProblem: (pincode, state) => delivery.addressProblem(pincode, state),
  })
  const cart = createCartService({ db, inventory, events })
  const credit = createStoreCredit({ db })
  const outbox = createOutbox({
    db,
    mailer: createMailer(config.mail),
    log: app.log,
    maxAttempts: config.mail.maxAttempts,
    retryBaseMs: config.mail.retryBaseMs,
  })
  // From ready on: main.ts migrates the database between building the app and listening.
  app.addHook('onReady', async () => outbox.start())
  app.addHook('onClose', () => outbox.stop())
  // Online payment: Razorpay with keys, the built-in TEST gateway (same API and signatures,
  // reached in-process) with the demo and no keys, else off (decision 069).
  const paying = config.payments
  const gateway =
    paying.mode === 'test' && paying.keys
      ? createGateway({
          store: databaseGatewayStore(db),
          keys: paying.keys,
          deliver: async (payload, headers) => {
            await app.inject({
              method: 'POST',
              url: '/api/v1/payments/razorpay/webhook',
              headers,
              payload,
            })
          },
        })
      : null
  const razorpay = paying.keys
    ? createRazorpay({
        apiUrl: gateway ? 'http://test-gateway/test-gateway' : paying.apiUrl,
        keys: paying.keys,
        ...(gateway ? { fetch: injectFetch(app) } : {}),
      })
    : null
  const payments = createPaymentService({
    db,
    razorpay,
    log: app.log,
    refundRetryMs: paying.refundRetryMs,
    refundMaxAttempts: paying.refundMaxAttempts,
  })
  const orders = createOrderService({
    db,
    contacts,
    payments: (ids) => payments.ofOrders(ids),
  })
  const { storage, bucket } = createImageStorage(config)
  if (bucket) app.addHook('onClose', () => bucket.close())
  const settings = createSettingsService({ db, config })
  const invoices = createInvoiceService({
    db,
    orderFacts: (ids) => orders.facts(ids),
    storeSettings: (trx) => settings.current(trx),
  })
  const browse = createBrowse({ db, search, catalog, events, unitsSold: () => orders.unitsSold() })
  const returns = createReturnsService({
    db,
    outbox,
    publicUrl: config.publicUrl,
    log: app.log,
    contacts,
    findCustomers,
    orderPaid: (orderId) => orders.paid(orderId),
    deliveries: {
      since: (since) => orders.deliveredSince(since),
      among: (orderIds, since) => orders.deliveredAmong(orderIds, since),
    },
  })
  // The grievance officer's queue reads who the shopper is, the officer's name, and checks that
  // an order or a return a grievance names is the caller's own (decision 077).
  const grievances = createGrievanceService({
    db,
    outbox,
    publicUrl: config.publicUrl,
    ports: {
      contacts,
      officer: async () => (await settings.contacts())?.grievanceOfficer ?? null,
      orderOf: async (userId, orderId) => ({
        number: (await orders.recordOfUser(userId, orderId)).number,
      }),
      returnOf: async (userId, returnId) => {
        const ret = await returns.getForUser(userId, returnId)
        return { orderId: Number(ret.orderId), orderNumber: ret.orderNumber }
      },
    },
  })

  const discounts = createDiscountService({
    db,
    hasOrdered: (userId) => orders.hasOrdered(userId),
    shelf: inventory,
    placesOf: (ids) => catalog.placesOf(ids),
  })

  // Flows: the use cases that cross modules (src/flows); each takes the modules it composes.
  const modules = {
    discounts,
    db,
    publicUrl: config.publicUrl,
    users,
    addresses,
    cart,
    credit,
    outbox,
    orders,
    settings,
    invoices,
    returns,
    catalog,
    inventory,
    payments,
    delivery,
    paymentExpiryMs: paying.expiryMs,
    returnWindowDays: () => settings.returnWindowDays(),
  }
  const issueInvoice = issueInvoiceStep(modules)
  const cancel = cancelOrderStep(modules)
  const returnToOrigin = returnToOriginStep({ ...modules, cancel })
  const placeOrder = placeOrderFlow(modules)
  const moveOrder = moveOrderFlow({ ...modules, cancel, returnToOrigin, issueInvoice })
  const takePayment = razorpay ? takePaymentFlow({ ...modules, razorpay }) : null
  const payOrder = razorpay
    ? payOrderFlow({ ...modules, razorpay, testGateway: gateway !== null, placeOrder, moveOrder })
    : null
  if (razorpay && takePayment) {
    const sweeper = repeatEvery(
      paying.sweepMs,
      paymentSweepFlow({
        razorpay,
        payments,
        take: takePayment.take,
        moveOrder,
        checkAfterMs: paying.checkAfterMs,
        log: app.log,
      }),
      app.log,
    )
    app.addHook('onReady', async () => sweeper.start())
    app.addHook('onClose', () => sweeper.stop())
  }
  // The wishlist's mail: restock and price-drop alerts, woken after a change commits, never
  // awaited by it; a periodic sweep catches what a stopped instance missed (decision 074).
  const wishlist = createWishlistService({
    db,
    shelf: inventory,
    tokens: unsubscribeTokens(config.jwtSecret),
  })
  const sendAlerts = sendAlertsFlow({
    db,
    wishlist,
    shelf: inventory,
    contacts: (ids, trx) => users.contacts(ids, trx),
    outbox,
    publicUrl: config.publicUrl,
    log: app.log,
  })
  events.on('stock.changed', ({ productIds, taken }) => {
    if (!taken) sendAlerts.wake({ productIds })
  })
  events.on('catalog.changed', () => sendAlerts.wake({ prices: true }))
  const alertSweeper = repeatEvery(config.alertSweepMs, () => sendAlerts.sweep(), app.log)
  app.addHook('onReady', async () => alertSweeper.start())
  app.addHook('onClose', async () => {
    await alertSweeper.stop()
    await sendAlerts.idle()
  })
  // Reviews: who bought what comes from the orders (a delivered line) less what returns took
  // back; the rating they keep is the catalogue's, written in the same transaction (decision 079).
  const reviews = createReviewsService({
    db,
    buyerLine: async (userId, productId) => {
      const lines = await orders.deliveredLinesOf(userId, productId)
      const returned = await returns.claimedUnits(lines.map((line) => line.orderItemId))
      const line = lines.find((l) => (returned.get(l.orderItemId) ?? 0) < l.quantity)
      return line ? { orderItemId: line.orderItemId, size: line.size } : null
    },
    authorName: async (userId) => (await users.contacts([userId]))[0]?.name ?? '',
    products: async (ids) =>
      (await inventory.liveProducts(ids)).map((product) => ({
        id: product.id,
        name: product.name,
        image: product.images[0] ?? '',
      })),
    setRating: (trx, productId, figures) => inventory.setRating(trx, productId, figures),
    tokens: reviewUnsubscribeTokens(config.jwtSecret),
  })
  const reviewSweeper = repeatEvery(
    config.reviewSweepMs,
    requestReviewsFlow({
      db,
      reviews,
      linesDeliveredBetween: (window, after, limit) =>
        orders.linesDeliveredBetween(window, after, limit),
      returnedUnits: (ids) => returns.claimedUnits(ids),
      contacts: (ids, trx) => users.contacts(ids, trx),
      outbox,
      publicUrl: config.publicUrl,
    }),
    app.log,
  )
  app.addHook('onReady', async () => reviewSweeper.start())
  app.addHook('onClose', () => reviewSweeper.stop())
  const askReturn = askReturnFlow(modules)
  const moveReturn = moveReturnFlow(modules)
  const saveSettings = saveSettingsFlow({ ...modules, issueInvoice })
  const accountSummary = accountSummaryFlow(modules)

  const tokens = createAccessTokens(config.jwtSecret)
  const sessions = createSessionService({ db, users, tokens })
  const reset = createPasswordReset({
    db,
    users,
    sessions,
    outbox,
    secret: config.jwtSecret,
    log: app.log,
    logOtps: config.env === 'development',
  })
  const {
    windowSeconds,
    loginFailures,
    otpRequests,
    otpChecks,
    writesPerMinute,
    notFoundPerMinute,
  } = config.rateLimits
  // One process counts in memory; instances sharing PostgreSQL count in it (decision 051).
  const limiter = (name: string, points: number) =>
    createAttemptLimiter(
      { points, windowSeconds },
      database.kind === 'postgres' ? createAttemptStore(db, name) : undefined,
    )
  const limiterPair = (name: string, points: number) => ({
    subject: limiter(`${name}:subject`, points),
    ip: limiter(`${name}:ip`, points * 10),
  })
  const loginGuard = createLoginGuard({
    db,
    outbox,
    secret: config.jwtSecret,
    failures: loginFailures,
    windowSeconds,
    codeChecks: otpChecks,
  })
  const limits = {
    otpRequest: limiterPair('otp-request', otpRequests),
    otpCheck: limiterPair('otp-check', otpChecks),
  }
  // Personal data (decision 078): consent, the export every module contributes to, erasure.
  const privacy = createPrivacyService({
    db,
    outbox,
    tokens: marketingTokens(config.jwtSecret),
    publicUrl: config.publicUrl,
    contactOf: async (userId) => (await users.contacts([userId]))[0],
    secret: config.jwtSecret,
    log: app.log,
    logCodes: config.env === 'development',
  })
  const exportAccount = exportAccountFlow({
    parts: {
      profile: (id) => users.profile(id),
      addresses: (id) => addresses.list(id),
      cart: (id) => cart.list(id),
      orders: (id) => orders.listForUser(id),
      returns: (id) => returns.listForUser(id),
      wishlist: (id) => wishlist.list(id),
      alerts: (id) => wishlist.alerts(id),
      storeCredit: (id) => credit.statement(id),
      consent: (id) => privacy.consent(id),
      reviews: (id) => reviews.ofUser(id),
      grievances: (id) => grievances.listForUser(id),
    },
  })
  const eraseAccount = eraseAccountFlow({
    ...modules,
    wishlist,
    sessions,
    privacy,
    reviews,
    grievances,
    storage,
    log: app.log,
  })
  const auditLog = createAuditLog({ db, contacts })

  await app.register(lifecycle)
  await app.register(readTurns)
  await app.register(errorHandler)
  await app.register(textInput)
  await app.register(security, {
    writesPerMinute,
    notFoundPerMinute,
    imageOrigin: config.objectStorage?.publicUrl
      ? new URL(config.objectStorage.publicUrl).origin
      : null,
    razorpayCheckout: paying.mode === 'razorpay',
  })
  await app.register(auth, { tokens, users })
  await app.register(audit, { record: (call) => auditLog.record(call) })
  await app.register(swagger)
  await app.register(healthRoutes, { database })
  await app.register(seoRoutes, { catalog, publicUrl: config.publicUrl })
  await app.register(
    async (api) => {
      await api.register(catalogRoutes, { catalog, browse, cache: responseCache, searchCache })
      await api.register(catalogAdminRoutes, {
        admin: createCatalogAdmin({ db, search, catalog, events }),
        storage,
        declarationGaps: () => catalog.declarationGaps(),
      })
      await api.register(authRoutes, {
        users,
        accountSummary,
        sessions,
        reset,
        limits,
        loginGuard,
        registered: (userId, marketing, ip) =>
          marketing ? privacy.setMarketing(userId, true, 'registration', ip) : Promise.resolve(),
      })
      await api.register(userRoutes, { users, accountSummary, storage })
      await api.register(cartRoutes, { cart })
      await api.register(wishlistRoutes, { wishlist })
      await api.register(couponRoutes, { discounts })
      await api.register(discountAdminRoutes, { discounts })
      await api.register(addressRoutes, {
        addresses,
        geocode: createGeocoder({
          url: config.geocoderUrl,
          userAgent: `KapdaKart/1.0 (+${config.publicUrl})`,
        }),
      })
      await api.register(orderRoutes, { orders, placeOrder, moveOrder, payOrder })
      await api.register(paymentRoutes, {
        config: { mode: paying.mode, keyId: paying.keys?.keyId ?? null },
        take: takePayment,
      })
      await api.register(paymentAdminRoutes, { payments })
      await api.register(orderAdminRoutes, {
        orders,
        moveOrder,
        reports: createOrderReports({
          db,
          database: config.database,
          orders,
          findCustomers,
          prepaidSince: (since) => payments.prepaidSince(since),
          products: catalog,
        }),
      })
      await api.register(outboxAdminRoutes, { outbox })
      await api.register(invoiceRoutes, { invoices })
      await api.register(invoiceAdminRoutes, { invoices })
      await api.register(settingsRoutes, { settings, save: saveSettings })
      await api.register(sellerRoutes, { settings })
      await api.register(returnRoutes, { returns, askReturn, storage })
      await api.register(returnAdminRoutes, { returns, moveReturn })
      await api.register(reviewRoutes, { reviews, storage })
      await api.register(reviewAdminRoutes, { reviews })

      await api.register(grievanceRoutes, { grievances, storage })
      await api.register(grievanceAdminRoutes, { grievances })
      await api.register(storeCreditRoutes, { credit })
      await api.register(privacyRoutes, { privacy, exportAccount, eraseAccount })
      await api.register(auditRoutes, { audit: auditLog })
      await api.register(deliveryRoutes, {
        delivery,
        productExists: async (id) => (await inventory.liveProducts([id])).length > 0,
      })
      await api.register(deliveryAdminRoutes, {
        delivery,
        customerExists: async (id) => (await users.contacts([id])).length > 0,
      })
    },
    { prefix: '/api/v1' },
  )
  if (gateway) {
    await app.register(testGatewayRoutes, {
      prefix: '/test-gateway',
      gateway,
      pages: true,
      refunds: { settleAfterMs: 300 },
    })
  }
  const renderPage = await loadServerRenderer({
    webDistDir: config.webDistDir,
    apiFetch: readingFetch(injectFetch(app)),
    log: app.log,
  })
  await app.register(web, {
    webDistDir: config.webDistDir,
    images: bucket ? { bucket } : { dir: config.uploadsDir },
    describePage: catalogPageHeads(catalog, config.publicUrl, async (productId) =>
      (await reviews.list(productId, { sort: 'helpful', page: 1 })).reviews.slice(
        0,
        REVIEWS_IN_HEAD,
      ),
    ),
    ...(renderPage ? { renderPage } : {}),
    pages: pageCache,
  })
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
