// Business constants and user-facing texts of the specification (section 9 and the error catalogue).

export const LIMITS = {
  phoneLength: 10,
  otpLength: 6,
  categorySuggestions: 5,
  lowStockBelow: 5,
  adminPageSize: 12,
  defaultPageSize: 12,
  maxPageSize: 100,
  maxPage: 10_000,
  searchMaxLength: 200,
  suggestionsMax: 10,
  nameMaxLength: 100,
  emailMaxLength: 254,
  passwordMinLength: 8,
  passwordMaxLength: 128,
  descriptionMaxLength: 5_000,
  uploadMaxBytes: 5 * 1024 * 1024,
  /** Most units of one product and size in a cart line or order line. */
  cartLineMax: 10,
  /** Most lines in a cart or an order. */
  cartLinesMax: 50,
} as const

export const DEBOUNCE_MS = {
  suggestions: 200,
  search: 500,
  adminProductSearch: 300,
} as const

export const SKELETONS = {
  categories: 12,
  search: 10,
} as const

export const BREAKPOINT_SMALL_PX = 768

export const CURRENCY = { code: 'INR', locale: 'en-IN' } as const

/** The shipping policy's promises (SPEC section 9), in business days (Monday to Saturday). */
export const SHIPPING_POLICY = {
  processingBusinessDays: { min: 1, max: 2 },
  deliveryBusinessDays: { min: 3, max: 7 },
} as const

/** A span of business days as the shop writes it: '3-7 business days'. */
export const businessDays = ({ min, max }: { min: number; max: number }) =>
  `${min}-${max} business days`

/** What an order is promised before there is a promise per PIN code: 'Delivery in 3-7 business days'. */
export const DELIVERY_PROMISE = `Delivery in ${businessDays(SHIPPING_POLICY.deliveryBusinessDays)}`

export const DEFAULT_SIZE = 'Free Size'
export const DEFAULT_PAYMENT_STATUS = 'Pending'

export const PAYMENT = {
  cod: 'Cash on Delivery',
  online: 'Online Payment',
  /** The payment mode of the order that sends a return's exchange or replacement: nothing to pay. */
  replacement: 'Replacement (no charge)',
  noTransaction: 'N/A',
} as const

/** Displayed and charged price of one unit: the price after its discount percent, to the rupee. */
export const priceAfterDiscount = (price: number, discount: number) =>
  Math.round((price * (100 - discount)) / 100)
export const ONLINE_PAYMENT_DELAY_MS = 2_000

export const TOAST_MS = { success: 2_000, error: 4_000 } as const
export const TOAST_LIMIT = 20

export const CUSTOMER_CARE_EMAIL = 'care@kapdakart.in'
export const STORE_NAME = 'KapdaKart'

export const MESSAGES = {
  noData: 'No Data found',
  noDataShort: 'No Data',
  noRating: 'No rating',
  outOfStock: 'Out of stock',
  outOfStockProduct: 'Out of Stock',
  onlyLeft: (n: number) => `Only ${n} left!`,
  subCategoryFailure: 'Something went wrong, please try again later.',
  noPermission: 'Do not have permission',
  pleaseLogin: 'Please Login',
  loginSuccess: 'Login successful',
  logoutSuccess: 'Logout Successfully',
  itemAdded: 'Item added',
  itemRemoved: 'Item remove',
  cartResetFailed: 'Failed to reset cart',
  locationDenied: 'Location permission denied',
  geolocationUnsupported: 'Geolocation not supported',
  addressAdded: 'Address added successfully',
  somethingWrong: 'Something went wrong',
  addressRemoved: 'Address Removed',
  noOrderData: 'No order data found.',
  passwordMismatch: 'password and confirm password must be same',
  newPasswordMismatch: 'New password and confirm password must be same.',
  onlinePaymentSoon:
    'We are implementing payment gateway soon. You can place order via Cash on Delivery.',
  fetchingLocation: '(Fetching location...)',
  loading: 'Loading...',
  orderCancel: 'Order Cancel',
  goToHome: 'Go To Home',
  selectSize: 'Please select a size',
  cartEmpty: 'Your cart is empty',
  notFound: 'Not found',
} as const
