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
import { createResponseCache } from './lib/response-cache.js'
import { createAttemptLimiter } from './lib/attempt-limits.js'
import { accountSummaryFlow } from './flows/account-summary.js'
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
import { createGeocoder } from './modules/addresses/geocode.js'
import { createAddressService } from './modules/addresses/service.js'
import { authRoutes } from './modules/auth/routes.js'
import { createSessionService } from './modules/auth/service.js'
import { cartRoutes } from './modules/cart/routes.js'
import { createCartService } from './modules/cart/service.js'
import { createCatalogAdmin } from './modules/catalog/admin-service.js'
import { catalogAdminRoutes } from './modules/catalog/admin-routes.js'
import { catalogRoutes, LISTING_TAG, productTag } from './modules/catalog/routes.js'
import { createBrowse } from './modules/catalog/browse.js'
import { createInventory } from './modules/catalog/inventory.js'
import { deliveryAdminRoutes, deliveryRoutes } from './modules/delivery/routes.js'
import { loadPinDirectory } from './modules/delivery/pin-directory.js'
import { createDeliveryService } from './modules/delivery/service.js'
import { createCatalogService } from './modules/catalog/service.js'
import { healthRoutes } from './modules/health/routes.js'
import { createSearchEngine } from './modules/catalog/search/service.js'
import { catalogPageHeads } from './modules/catalog/page-head.js'
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
import { invoiceAdminRoutes, invoiceRoutes } from './modules/invoices/routes.js'
import { createInvoiceService } from './modules/invoices/service.js'
import { sellerRoutes, settingsRoutes } from './modules/settings/routes.js'
import { createSettingsService } from './modules/settings/service.js'
import { returnAdminRoutes } from './modules/returns/admin-routes.js'
import { returnRoutes } from './modules/returns/routes.js'
import { createReturnsService } from './modules/returns/service.js'
import { storeCreditRoutes } from './modules/store-credit/routes.js'
import { createStoreCredit } from './modules/store-credit/service.js'
import { userRoutes } from './modules/users/routes.js'
import { createUsersService } from './modules/users/service.js'
import { couponRoutes, discountAdminRoutes } from './modules/discounts/routes.js'
import { createDiscountService } from './modules/discounts/service.js'
import { wishlistRoutes } from './modules/wishlist/routes.js'
import { createWishlistService } from './modules/wishlist/service.js'
import { unsubscribeTokens } from './modules/wishlist/unsubscribe-token.js'
import auth from './plugins/auth.js'
import errorHandler, { clientErrorHandler, sendError } from './plugins/error-handler.js'
import textInput from './plugins/text-input.js'
import lifecycle from './plugins/lifecycle.js'
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
      cache: responseCache,
      headers: apiSecurityHeaders(),
      draining: (): boolean => app.draining,
      log: (): FastifyBaseLogger => app.log,
    }),
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  const database = createDatabase(config.database)
  app.addHook('onClose', () => database.destroy())
  const db = database.db
  const events = createEventBus()
  const searchCache = createResponseCache({ maxBytes: config.searchCacheBytes })
  events.on('catalog.changed', () => {
    responseCache.invalidate()
    searchCache.invalidate()
  })
  // Stock taken or put back touches only the answers holding those products; every instance
  // hears of it. A size that ran out or came back drops them and the filtered listings (their
  // counts and sizes in stock) at once; a count that merely moved has them made again while the
  // old ones still serve, so a sale's orders never leave shoppers waiting on recomputation.
  events.on('stock.changed', ({ productIds, sizesChanged }) => {
    const outOrBack = new Set(sizesChanged)
    const dropped = sizesChanged.map(productTag)
    const refreshed = productIds.filter((id) => !outOrBack.has(id)).map(productTag)
    for (const cache of [responseCache, searchCache]) {
      if (dropped.length > 0) cache.invalidate([...dropped, LISTING_TAG])
      if (refreshed.length > 0) cache.refresh(refreshed)
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

  const discounts = createDiscountService({
    db,
    hasOrdered: (userId, trx) => orders.hasOrdered(userId, trx),
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
  events.on('stock.changed', ({ productIds }) => sendAlerts.wake({ productIds }))
  events.on('catalog.changed', () => sendAlerts.wake({ prices: true }))
  const alertSweeper = repeatEvery(config.alertSweepMs, () => sendAlerts.sweep(), app.log)
  app.addHook('onReady', async () => alertSweeper.start())
  app.addHook('onClose', async () => {
    await alertSweeper.stop()
    await sendAlerts.idle()
  })
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

  await app.register(lifecycle)
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
      await api.register(storeCreditRoutes, { credit })
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
    apiFetch: injectFetch(app),
    log: app.log,
  })
  await app.register(web, {
    webDistDir: config.webDistDir,
    images: bucket ? { bucket } : { dir: config.uploadsDir },
    describePage: catalogPageHeads(catalog, config.publicUrl),
    ...(renderPage ? { renderPage } : {}),
  })
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
