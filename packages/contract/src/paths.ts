// The route table of the web app (specification section 2). The server uses it too: deep links
// that match a pattern get the app with status 200, anything else the app with status 404.

/** Every page of the web app, by name, as a React Router pattern. Dashboard pages sit under /dashboard/*. */
export const routeTable = {
  home: '/',
  search: '/search',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  verificationOtp: '/verification-otp',
  resetPassword: '/reset-password',
  userMenu: '/user',
  category: '/category/:categoryId',
  subCategories: '/subcategories',
  subCategory: '/subCategory/:subCategoryId',
  product: '/product/:id',
  cart: '/cart',
  wishlist: '/wishlist',
  alertUnsubscribe: '/alerts/unsubscribe',
  /** A product's review form; '/review/unsubscribe' is the review requests' unsubscribe link. */
  reviewForm: '/review/:productId',

  marketingUnsubscribe: '/marketing/unsubscribe',
  checkout: '/checkout',
  success: '/success',
  paymentReturn: '/payment/return',
  cancel: '/cancel',
  careers: '/careers',
  becomeSeller: '/become-a-seller',
  returns: '/returns-exchanges',
  privacy: '/privacy-policy',
  terms: '/term-and-condition',
  shipping: '/shipping-and-delivery',
  seller: '/seller-details',
  policies: '/policies',
  profile: '/dashboard/profile',
  myOrders: '/dashboard/myorders',
  orderDetail: '/dashboard/orderdetail/:orderId',
  address: '/dashboard/address',
  myGrievances: '/dashboard/mygrievances',
  adminCategory: '/dashboard/category',
  adminSubCategory: '/dashboard/subcategory',
  adminUploadProduct: '/dashboard/upload-product',
  adminProduct: '/dashboard/product',
  adminOrders: '/dashboard/orders',
  adminOrder: '/dashboard/orders/:orderId',
  adminOverview: '/dashboard/overview',
  adminSizeCharts: '/dashboard/size-charts',
  adminMail: '/dashboard/mail',
  adminSettings: '/dashboard/settings',
  adminGst: '/dashboard/gst',
  adminReturns: '/dashboard/returns',
  adminReturn: '/dashboard/returns/:returnId',
  adminPayments: '/dashboard/payments',
  adminCoupons: '/dashboard/coupons',
  adminOffers: '/dashboard/offers',

  adminReviews: '/dashboard/reviews',

  adminGrievances: '/dashboard/grievances',

  adminAudit: '/dashboard/audit',
} as const

type RouteTable = typeof routeTable
/** A page's address: the pattern itself, or a function of the one id the pattern names. */
type Href<P extends string> = P extends `${string}:${string}` ? (id: string) => string : P

export const paths = Object.fromEntries(
  Object.entries(routeTable).map(([name, pattern]) => [
    name,
    pattern.includes(':') ? (id: string) => pattern.replace(/:[A-Za-z]+/, id) : pattern,
  ]),
) as { [K in keyof RouteTable]: Href<RouteTable[K]> }

/**
 * Route patterns the server answers with the app: the table's pages (dashboard pages through
 * '/dashboard/*'), and the lower-case sub-category address some links use.
 */
export const routePatterns = [
  ...Object.values(routeTable).filter((pattern) => !pattern.startsWith('/dashboard/')),
  '/subcategory/:subCategoryId',
  '/dashboard',
  '/dashboard/*',
] as const

/** Static pages in footer order, with the web module that draws each. */
export const staticPages = [
  { path: paths.careers, title: 'Careers', module: 'careers-page' },
  { path: paths.becomeSeller, title: 'Become a Seller', module: 'become-seller-page' },
  { path: paths.returns, title: 'Returns & Exchanges', module: 'returns-page' },
  { path: paths.shipping, title: 'Shipping & Delivery', module: 'shipping-page' },
  { path: paths.privacy, title: 'Privacy Policy', module: 'privacy-page' },
  { path: paths.terms, title: 'Terms & Conditions', module: 'terms-page' },
  { path: paths.seller, title: 'Seller details', module: 'legal-pages' },
  { path: paths.policies, title: 'Store policies', module: 'legal-pages' },
] as const

const exactly = (path: string) => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)

/**
 * The pages the server draws (decisions 083 and 089): the shop's public pages, each by its
 * path's pattern and the web module that draws it. The server draws a page whose path matches
 * (the cart only as the empty bag, see BAG_COOKIE); the web build starts these modules' code
 * without a preload link per chunk. Account, checkout and admin pages are the shopper's own and
 * are drawn in the browser. `parts` are modules every drawn page loads.
 */
export const drawnPages = {
  pages: [
    { path: /^\/$/, module: 'home-page' },
    { path: /^\/search$/, module: 'search-page' },
    { path: /^\/subcategories$/, module: 'subcategories-page' },
    { path: /^\/category\/[1-9][0-9]{0,9}$/, module: 'category-page' },
    { path: /^\/subcategory\/[1-9][0-9]{0,9}$/i, module: 'subcategory-page' },
    { path: /^\/product\/[1-9][0-9]{0,9}$/, module: 'product-page' },
    { path: exactly(paths.cart), module: 'cart-page' },
    ...staticPages.map((page) => ({ path: exactly(page.path), module: page.module })),
  ],
  parts: ['footer'],
} as const

/**
 * The cookie a browser holds while its bag may have something in it (lines, or a session whose
 * bag the server keeps). The server then leaves '/cart' for the browser to draw; for everyone
 * else it draws the empty bag.
 */
export const BAG_COOKIE = 'bag'

/** True when a URL path is one the web app can show (used by the server for deep links). */
export function isAppPath(pathname: string): boolean {
  return routePatterns.some((pattern) => {
    if (pattern.endsWith('/*')) return pathname.startsWith(pattern.slice(0, -1))
    const a = pattern.split('/')
    const b = pathname.replace(/\/$/, '').split('/')
    if (pathname === '/') return pattern === '/'
    return a.length === b.length && a.every((part, i) => part.startsWith(':') || part === b[i])
  })
}
