import type { Generated, Insertable, Selectable, Updateable } from 'kysely'

// Column conventions shared by both databases: ids are integers, booleans are 0/1 integers,
// timestamps are ISO-8601 UTC text (sortable), money is integer paise, lists and maps are JSON text.

export interface UserTable {
  id: Generated<number>
  name: string
  email: string
  mobile: string
  password_hash: string
  avatar: string
  verify_email: number
  last_login_date: string | null
  status: string
  role: string
  token_version: Generated<number>
  payment_cod: Generated<number>
  created_at: string
  updated_at: string
}

export interface RefreshTokenTable {
  id: Generated<number>
  user_id: number
  token_hash: string
  family_id: string
  expires_at: string
  revoked_at: string | null
  created_at: string
}

/** Failed logins per key (account, account and address, address) and an open login code. */
export interface LoginAttemptTable {
  key: string
  failures: number
  last_failure_at: string
  code_hash: string | null
  code_expires_at: string | null
  code_failures: Generated<number>
}

export interface PasswordResetTable {
  id: Generated<number>
  user_id: number
  otp_hash: string
  otp_expires_at: string
  attempts: Generated<number>
  verified_at: string | null
  ticket_hash: string | null
  ticket_expires_at: string | null
  used_at: string | null
  created_at: string
}

export interface CategoryTable {
  id: Generated<number>
  name: string
  image: string
  created_at: string
  updated_at: string
}

export interface SubCategoryTable {
  id: Generated<number>
  name: string
  image: string
  size_chart_id: number | null
  created_at: string
  updated_at: string
}

export interface SubCategoryCategoryTable {
  subcategory_id: number
  category_id: number
}

export interface ProductTable {
  id: Generated<number>
  name: string
  description: string
  unit: string
  unit_quantity: number
  price_paise: number
  discount: number
  stock: number
  rating: number | null
  is_new: number
  images: string
  sizes: string
  more_details: string
  vendor_id: string | null
  /** A palette colour name. */
  colour: string | null
  /** The product's own size chart, instead of its sub-category's. */
  size_chart_id: number | null
  /** 1 while an admin should check how its stock was split across sizes. */
  stock_review: Generated<number>
  deleted_at: string | null
  created_at: string
  updated_at: string
}

/** One size a product is sold in, with its own stock. */
export interface ProductVariantTable {
  id: Generated<number>
  product_id: number
  size: string
  /** The size's place in the product's size list. */
  position: number
  stock: number
  sku: string
  created_at: string
  updated_at: string
}

/** Measurements per size: `columns` and `rows` ({ size, values }) are JSON text. */
export interface SizeChartTable {
  id: Generated<number>
  name: string
  unit: string
  columns: string
  rows: string
  created_at: string
  updated_at: string
}

export interface ProductCategoryTable {
  product_id: number
  category_id: number
}

export interface ProductSubCategoryTable {
  product_id: number
  subcategory_id: number
}

export interface ProductSearchTermTable {
  term: string
  product_id: number
  weight: number
}

export interface SearchVocabularyTable {
  term: string
}

export interface SearchStateTable {
  id: number
  version: number
}

export interface CartItemTable {
  id: Generated<number>
  user_id: number
  product_id: number
  size: string
  quantity: number
  created_at: string
  updated_at: string
}

export interface AddressTable {
  id: Generated<number>
  user_id: number
  name: string
  city: string
  state: string
  country: string
  zip: string
  phone: string
  is_active: number
  created_at: string
  updated_at: string
}

export interface OrderTable {
  id: Generated<number>
  order_number: string
  user_id: number
  status: string
  total_paise: number
  address_id: number | null
  consignee_name: string
  consignee_phone: string
  shipping_address: string
  payment_method: string
  payment_by: string
  payment_txn_no: string
  payment_txn_status: string
  delivery_instructions: string
  idempotency_key: string | null
  courier_name: string | null
  tracking_url: string | null
  created_at: string
  updated_at: string
}

export interface OrderItemTable {
  id: Generated<number>
  order_id: number
  product_id: number
  name: string
  image: string
  description: string
  vendor_id: string | null
  size: string
  sku: string | null
  quantity: number
  unit_price_paise: number
  mrp_paise: number
  discount: number
}

export interface OrderStatusHistoryTable {
  id: Generated<number>
  order_id: number
  status: string
  note: string | null
  changed_by: number | null
  created_at: string
}

/** Orders and their worth per day in India (placement day) and current status. */
export interface OrderDayTotalTable {
  day: string
  status: string
  orders: number
  /** bigint: PostgreSQL answers it as a string. */
  revenue_paise: number | string
}

/** Units of each product in orders that are not cancelled. */
export interface ProductSalesTable {
  product_id: number
  units: number
}

export interface Database {
  users: UserTable
  refresh_tokens: RefreshTokenTable
  password_resets: PasswordResetTable
  login_attempts: LoginAttemptTable
  categories: CategoryTable
  subcategories: SubCategoryTable
  subcategory_categories: SubCategoryCategoryTable
  products: ProductTable
  product_variants: ProductVariantTable
  size_charts: SizeChartTable
  product_categories: ProductCategoryTable
  product_subcategories: ProductSubCategoryTable
  product_search_terms: ProductSearchTermTable
  search_vocabulary: SearchVocabularyTable
  search_state: SearchStateTable
  cart_items: CartItemTable
  addresses: AddressTable
  orders: OrderTable
  order_items: OrderItemTable
  order_status_history: OrderStatusHistoryTable
  order_day_totals: OrderDayTotalTable
  product_sales: ProductSalesTable
}

export type UserRow = Selectable<UserTable>
export type CategoryRow = Selectable<CategoryTable>
export type SubCategoryRow = Selectable<SubCategoryTable>
export type ProductRow = Selectable<ProductTable>
export type NewProduct = Insertable<ProductTable>
export type ProductUpdate = Updateable<ProductTable>
export type ProductVariantRow = Selectable<ProductVariantTable>
export type SizeChartRow = Selectable<SizeChartTable>
export type AddressRow = Selectable<AddressTable>
export type OrderRow = Selectable<OrderTable>
export type OrderItemRow = Selectable<OrderItemTable>
export type CartItemRow = Selectable<CartItemTable>
