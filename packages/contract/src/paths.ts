// The route table of the web app (specification section 2). The server uses it too: deep links
// that match a pattern get the app with status 200, anything else the app with status 404.

export const paths = {
  home: '/',
  search: '/search',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  verificationOtp: '/verification-otp',
  resetPassword: '/reset-password',
  userMenu: '/user',
  category: (id: string) => `/category/${id}`,
  subCategories: '/subcategories',
  subCategory: (id: string) => `/subCategory/${id}`,
  product: (id: string) => `/product/${id}`,
  cart: '/cart',
  checkout: '/checkout',
  success: '/success',
  cancel: '/cancel',
  careers: '/careers',
  becomeSeller: '/become-a-seller',
  returns: '/returns-exchanges',
  privacy: '/privacy-policy',
  terms: '/term-and-condition',
  shipping: '/shipping-and-delivery',
  profile: '/dashboard/profile',
  myOrders: '/dashboard/myorders',
  orderDetail: (id: string) => `/dashboard/orderdetail/${id}`,
  address: '/dashboard/address',
  adminCategory: '/dashboard/category',
  adminSubCategory: '/dashboard/subcategory',
  adminUploadProduct: '/dashboard/upload-product',
  adminProduct: '/dashboard/product',
  adminOrders: '/dashboard/orders',
  adminOrder: (id: string) => `/dashboard/orders/${id}`,
  adminOverview: '/dashboard/overview',
} as const

/** Route patterns in React Router syntax. */
export const routePatterns = [
  '/',
  '/search',
  '/login',
  '/register',
  '/forgot-password',
  '/verification-otp',
  '/reset-password',
  '/user',
  '/category/:categoryId',
  '/subcategories',
  '/subCategory/:subCategoryId',
  '/subcategory/:subCategoryId',
  '/product/:id',
  '/cart',
  '/checkout',
  '/success',
  '/cancel',
  '/careers',
  '/become-a-seller',
  '/returns-exchanges',
  '/privacy-policy',
  '/term-and-condition',
  '/shipping-and-delivery',
  '/dashboard',
  '/dashboard/*',
] as const

/** Static pages in footer order. */
export const staticPages = [
  { path: paths.careers, title: 'Careers' },
  { path: paths.becomeSeller, title: 'Become a Seller' },
  { path: paths.returns, title: 'Returns & Exchanges' },
  { path: paths.shipping, title: 'Shipping & Delivery' },
  { path: paths.privacy, title: 'Privacy Policy' },
  { path: paths.terms, title: 'Terms & Conditions' },
] as const

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
