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
  /** The HSN code its products are invoiced under unless they name their own. */
  hsn_code: Generated<string | null>
  /** JSON: the legal declarations its products make unless they say otherwise (decision 076). */
  declarations: Generated<string | null>
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
  /** Published reviews behind `rating`; 0 while it is the imported rating (decision 079). */
  rating_count: Generated<number>
  /** The rating the product had before reviews, shown until its first published review. */
  imported_rating: Generated<number | null>
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
  /** Its own HSN code, instead of its sub-category's. */
  hsn_code: Generated<string | null>
  /** 0 for products the return policy excludes. */
  returnable: Generated<number>
  /** JSON: its own legal declarations over its sub-category's (decision 076). */
  declarations: Generated<string | null>
  deleted_at: string | null
  created_at: string
  updated_at: string
}

/** One size a product is sold in, with its own stock. */
/** Units taken off a size's shelf for an order being placed (decision 085). */
export interface StockHoldTable {
  id: Generated<number>
  product_id: number
  size: string
  quantity: number
  held_at: string
}

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
  /** A fingerprint of the request that used the key (lib/idempotency.ts). */
  idempotency_hash: string | null
  courier_name: string | null
  tracking_url: string | null
  /** The delivery address's state: the place of supply on its invoice. */
  delivery_state: Generated<string | null>
  buyer_gstin: Generated<string | null>
  /** Paid with store credit; the rest of the total is collected in cash. */
  store_credit_paise: Generated<number>
  /** The return whose exchange or replacement this order sends. */
  replacement_for: number | null
  /** Charged for paying on delivery; part of what is collected, not of the goods' total. */
  cod_fee_paise: Generated<number>
  /** The day in India (YYYY-MM-DD) delivery was promised for at placement. */
  delivery_by: string | null
  /** The delivery address's PIN (null for an old order whose address line ends otherwise). */
  delivery_pincode: string | null
  /** What the offer and coupon took off the goods; `total_paise` is after it. */
  discount_paise: Generated<number>
  coupon_code: Generated<string | null>
  offer_title: Generated<string | null>
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
  /** What the order's offer and coupon took off the line, in all its units. */
  bag_discount_paise: Generated<number>
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

/** One e-mail: pending until sent, or failed after its last try (decision 050). */
export interface MailOutboxTable {
  id: Generated<number>
  to_address: string
  subject: string
  text: string
  html: string
  status: 'pending' | 'sending' | 'sent' | 'failed'
  attempts: Generated<number>
  next_attempt_at: string
  /** While a sender holds the mail; past it, a sender that died is presumed and it is due again. */
  claimed_until: string | null
  last_error: string | null
  created_at: string
  sent_at: string | null
  /** Until when the code a mail carries works; its body is emptied once sent or past this. */
  code_expires_at: string | null
}

/** Attempts counted per key until `expires_at` (ms since the epoch; bigint, a string on pg). */
export interface AttemptCountTable {
  key: string
  points: number
  expires_at: number | string
}

/** The store's settings: one row (id 1), absent until an admin saves them. */
export interface StoreSettingsTable {
  id: number
  legal_name: string
  trade_name: string
  gstin: string
  address: string
  state_code: string
  invoice_prefix: string
  return_window_days: number
  updated_by: number | null
  updated_at: string
}

/** Customer care and the grievance officer shown with the seller (one row, id 1; decision 075). */
export interface SellerContactsTable {
  id: number
  care_email: string
  care_phone: string
  care_hours: string
  grievance_name: string
  grievance_designation: string
  grievance_phone: string
  grievance_email: string
  updated_by: number | null
  updated_at: string
}

/** The last number given in a document series ('invoice', 'credit-note') and financial year. */
export interface DocumentCounterTable {
  series: string
  financial_year: string
  last_number: number
}

interface TaxDocumentColumns {
  id: Generated<number>
  number: string
  financial_year: string
  sequence: number
  issued_at: string
  /** The month in India it was issued in, YYYY-MM, for the GST summary. */
  month: string
  order_id: number
  taxable_paise: number
  cgst_paise: number
  sgst_paise: number
  igst_paise: number
  total_paise: number
}

export interface InvoiceTable extends TaxDocumentColumns {
  /** JSON: the supplier as printed (legal and trade name, GSTIN, address, state and code). */
  supplier: string
  /** JSON: the buyer as printed (name, phone, address). */
  buyer: string
  buyer_gstin: string | null
  place_of_supply: string
  place_of_supply_code: string
  intra_state: number
  /** 'Prepaid' (paid online) or 'Cash on Delivery', as printed. */
  payment_mode: Generated<string>
}

export interface CreditNoteTable extends TaxDocumentColumns {
  invoice_id: number
  reason: string
}

interface TaxLineColumns {
  id: Generated<number>
  /** 'goods', or 'cod_fee': the Cash on Delivery fee's share taxed with the line's goods. */
  kind: Generated<string>
  order_item_id: number
  hsn: string
  description: string
  quantity: number
  /** Tax-inclusive price of one piece after discount. */
  unit_price_paise: number
  /** The discount on the line's value before GST. */
  discount_paise: number
  rate: number
  taxable_paise: number
  cgst_paise: number
  sgst_paise: number
  igst_paise: number
  total_paise: number
}

export interface InvoiceLineTable extends TaxLineColumns {
  invoice_id: number
  /** The order's offer and coupon share of these pieces, tax included. */
  bag_discount_paise: Generated<number>
}

export interface CreditNoteLineTable extends TaxLineColumns {
  credit_note_id: number
  invoice_line_id: number
}

/** A shopper's request to return units of a delivered order. */
export interface ReturnTable {
  id: Generated<number>
  user_id: number
  order_id: number
  /** A copy of the order's number, for the admin's search. */
  order_number: string
  status: string
  reason: string
  comment: string | null
  resolution: string
  exchange_size: string | null
  /** JSON list of photo URLs. */
  photos: string
  /** 'upi', 'bank', 'source' (the online payment's method), 'store_credit' or 'none'. */
  refund_kind: string
  refund_upi: string | null
  refund_account_name: string | null
  refund_account_number: string | null
  refund_ifsc: string | null
  amount_paise: number
  pickup_date: string | null
  qc: string | null
  refund_reference: string | null
  replacement_order_id: number | null
  idempotency_key: string | null
  /** A fingerprint of the request that used the key (lib/idempotency.ts). */
  idempotency_hash: string | null
  approved_at: string | null
  created_at: string
  updated_at: string
}

export interface ReturnItemTable {
  id: Generated<number>
  return_id: number
  order_item_id: number
  product_id: number
  name: string
  image: string
  size: string
  quantity: number
  unit_price_paise: number
  /** The order's offer and coupon share of these units. */
  bag_discount_paise: Generated<number>
}

export interface ReturnHistoryTable {
  id: Generated<number>
  return_id: number
  status: string
  note: string | null
  changed_by: number | null
  created_at: string
}

/** Units of an order line in returns that were not rejected: the race-safe claim on them. */
export interface ReturnClaimTable {
  order_item_id: number
  quantity: number
}

/** Photos a shopper uploaded for returns; a return may only use its shopper's own. */
export interface ReturnPhotoTable {
  id: Generated<number>
  user_id: number
  url: string
  created_at: string
}

export interface StoreCreditAccountTable {
  user_id: number
  balance_paise: number
  updated_at: string
}

export interface StoreCreditEntryTable {
  id: Generated<number>
  user_id: number
  /** 'refund', 'spent' or 'restored'. */
  kind: string
  amount_paise: number
  note: string
  order_id: number | null
  return_id: number | null
  created_at: string
}

/** An online order's payment through one Razorpay order (decision 069). */
export interface PaymentTable {
  order_id: number
  /** Null only between the store order's insert and Razorpay's answer. */
  razorpay_order_id: string | null
  /** The order number, sent to Razorpay as the order's receipt. */
  receipt: string
  amount_paise: number
  currency: string
  /** PaymentState of the contract. */
  status: string
  /** The captured payment that paid the order. */
  payment_id: string | null
  method: string | null
  failure_reason: string | null
  expires_at: string
  /** When Razorpay was last asked about this unpaid order. */
  checked_at: string | null
  paid_at: string | null
  created_at: string
  updated_at: string
}

/** A refund to the original method: sent by the refund sender, then followed by webhooks. */
export interface PaymentRefundTable {
  id: Generated<number>
  order_id: number
  return_id: number | null
  payment_id: string
  amount_paise: number
  /** RefundReason of the contract. */
  reason: string
  /** Unique: the same refund asked twice is one row, and Razorpay's idempotency key. */
  receipt: string
  /** 'pending', 'processed' or 'failed'. */
  status: string
  refund_id: string | null
  /** Sends since the last success or the admin's retry. */
  attempts: Generated<number>
  /** Refunds Razorpay refused so far: a new try is a new refund under a new idempotency key. */
  generation: Generated<number>
  next_attempt_at: string
  claimed_until: string | null
  last_error: string | null
  created_at: string
  updated_at: string
}

/** A captured payment that paid no order; each is refunded in full. */
export interface StrayPaymentTable {
  payment_id: string
  order_id: number
  razorpay_order_id: string
  amount_paise: number
  currency: string
  method: string | null
  reason: string
  created_at: string
}

/** Webhook events already handled, by Razorpay's x-razorpay-event-id. */
export interface PaymentEventTable {
  event_id: string
  event: string
  received_at: string
}

/** The built-in TEST gateway's orders, payments and refunds, one JSON entity each. */
export interface TestGatewayEntityTable {
  id: string
  kind: string
  parent_id: string | null
  body: string
  created_at: string
}

/** The courier's list: a PIN the store serves, in how many working days, and how it may be paid. */
export interface DeliveryPincodeTable {
  pincode: string
  delivery_days: number
  cod: number
  prepaid: number
}

export interface DeliverySettingsTable {
  id: number
  ship_from_pincode: string
  cutoff_time: string
  /** JSON: weekdays the shop dispatches, 0 Sunday to 6 Saturday. */
  working_days: string
  /** JSON: days (YYYY-MM-DD) the shop does not dispatch. */
  holidays: string
  cod_fee_paise: number
  cod_limit_paise: number
  rto_limit: number
  rto_window_days: number
  updated_by: number | null
  updated_at: string
}

export interface DeliveryPincodeUploadTable {
  id: number
  uploaded_by: number | null
  uploaded_at: string
}

/** A shopper an admin allowed to pay on delivery again: refused parcels before count no more. */
export interface CodReinstatementTable {
  user_id: number
  reinstated_by: number
  reinstated_at: string
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
  stock_holds: StockHoldTable
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
  discount_rules: DiscountRuleTable
  discount_shopper_uses: DiscountShopperUseTable
  discount_redemptions: DiscountRedemptionTable
  order_status_history: OrderStatusHistoryTable
  order_day_totals: OrderDayTotalTable
  product_sales: ProductSalesTable
  mail_outbox: MailOutboxTable
  attempt_counts: AttemptCountTable
  store_settings: StoreSettingsTable
  seller_contacts: SellerContactsTable
  delivery_pincodes: DeliveryPincodeTable
  delivery_settings: DeliverySettingsTable
  delivery_pincode_uploads: DeliveryPincodeUploadTable
  cod_reinstatements: CodReinstatementTable
  document_counters: DocumentCounterTable
  invoices: InvoiceTable
  invoice_lines: InvoiceLineTable
  credit_notes: CreditNoteTable
  credit_note_lines: CreditNoteLineTable
  returns: ReturnTable
  return_items: ReturnItemTable
  return_history: ReturnHistoryTable
  return_claims: ReturnClaimTable
  return_photos: ReturnPhotoTable
  store_credit_accounts: StoreCreditAccountTable
  store_credit_entries: StoreCreditEntryTable
  payments: PaymentTable
  payment_refunds: PaymentRefundTable
  stray_payments: StrayPaymentTable
  payment_events: PaymentEventTable
  test_gateway_entities: TestGatewayEntityTable
  wishlist_items: WishlistItemTable
  stock_alerts: StockAlertTable
  price_drop_mail_days: PriceDropMailDayTable
  reviews: ReviewTable
  review_votes: ReviewVoteTable
  review_reports: ReviewReportTable
  review_photos: ReviewPhotoTable
  review_figures: ReviewFiguresTable
  review_requests: ReviewRequestTable
  review_mail_optouts: ReviewMailOptoutTable
  review_settings: ReviewSettingsTable
  grievances: GrievanceTable
  grievance_messages: GrievanceMessageTable
  grievance_photos: GrievancePhotoTable
  consent_events: ConsentEventTable
  account_deletion_codes: AccountDeletionCodeTable
  account_erasures: AccountErasureTable
  admin_audit: AdminAuditTable
}

/** A verified buyer's review of a product, written on one delivered order line. */
export interface ReviewTable {
  id: Generated<number>
  product_id: number
  user_id: number
  order_item_id: number
  size: string
  /** First name and initial, as shown. */
  author: string
  stars: number
  title: string
  text: string
  /** JSON list of photo URLs. */
  photos: string
  has_photos: number
  fit: string | null
  /** held, published, rejected */
  status: string
  /** Comma-separated reasons the rules held it for. */
  hold_reasons: string
  /** Why the admin rejected it, shown to its author. */
  reason: string | null
  reply: string | null
  helpful: Generated<number>
  reports: Generated<number>
  created_at: string
  updated_at: string
}

export interface ReviewVoteTable {
  review_id: number
  user_id: number
}

export interface ReviewReportTable {
  review_id: number
  user_id: number
  reason: string
  created_at: string
}

/** Photos a shopper uploaded for reviews; a review may only use its author's own. */
export interface ReviewPhotoTable {
  id: Generated<number>
  user_id: number
  url: string
  created_at: string
}

/** A product's published reviews, kept as they change (no recount on read). */
export interface ReviewFiguresTable {
  product_id: number
  count: Generated<number>
  star_total: Generated<number>
  stars_1: Generated<number>
  stars_2: Generated<number>
  stars_3: Generated<number>
  stars_4: Generated<number>
  stars_5: Generated<number>
  fit_small: Generated<number>
  fit_true: Generated<number>
  fit_large: Generated<number>
}

/** An order line whose review request mail was queued. */
export interface ReviewRequestTable {
  order_item_id: number
  user_id: number
  sent_at: string
}

export interface ReviewMailOptoutTable {
  user_id: number
  created_at: string
}

/** One row (id 1): the days after delivery a request waits and the words that hold a review. */
export interface ReviewSettingsTable {
  id: number
  request_after_days: number
  /** JSON list of words. */
  held_words: string
  updated_by: number | null
  updated_at: string
}

/** A product a shopper saved, with what it was called and cost (after discount) when saved. */
export interface WishlistItemTable {
  id: Generated<number>
  user_id: number
  product_id: number
  product_name: string
  product_image: string
  saved_price_paise: number
  /** The price the next drop is measured from: the last one mailed about, or a higher one since. */
  notified_price_paise: number
  /** 1 while a drop of 10% or more waits for the shopper's next price-drop mail. */
  drop_pending: Generated<number>
  /** 0 once the shopper unsubscribed from this product's mail. */
  price_alerts: Generated<number>
  created_at: string
}

/** One shopper waiting for one size of one product to come back in stock. */
export interface StockAlertTable {
  id: Generated<number>
  user_id: number
  product_id: number
  size: string
  /** active (waiting), sent (its mail is queued), cancelled */
  status: string
  created_at: string
  sent_at: string | null
}

/** The India days a shopper was sent a price-drop mail on: one a day at most. */
export interface PriceDropMailDayTable {
  user_id: number
  day: string
}

/** A shopper's complaint to the grievance officer, with its deadlines worked out on receipt. */
export interface GrievanceTable {
  id: Generated<number>
  /** GRV-<year in India>-<id>, shown to the shopper. */
  ticket: string
  user_id: number
  type: string
  text: string
  order_id: number | null
  /** The order's number when the grievance was raised. */
  order_number: string | null
  return_id: number | null
  /** JSON list of upload URLs. */
  photos: Generated<string>
  /** open, acknowledged, resolved */
  status: string
  resolution: string | null
  created_at: string
  /** 48 hours after receipt. */
  acknowledge_by: string
  /** One month after receipt. */
  resolve_by: string
  acknowledged_at: string | null
  acknowledged_by_user: number | null
  resolved_at: string | null
  resolved_by_user: number | null
  updated_at: string
}

/** One reply in a grievance's thread: the shopper's or the store's. */
export interface GrievanceMessageTable {
  id: Generated<number>
  grievance_id: number
  /** shopper or store */
  author: string
  author_id: number
  text: string
  created_at: string
}

/** A photo a shopper uploaded for a grievance; its URL is set once the image is kept. */
export interface GrievancePhotoTable {
  id: Generated<number>
  user_id: number
  url: string
  created_at: string
}

/** A shopper giving or withdrawing a consent (decision 078); the latest row is her choice. */
export interface ConsentEventTable {
  id: Generated<number>
  user_id: number
  /** 'marketing' */
  purpose: string
  given: number
  /** 'registration', 'account' or 'mail-link' */
  source: string
  ip: string | null
  created_at: string
}

/** The e-mailed code that confirms an account's erasure. */
export interface AccountDeletionCodeTable {
  user_id: number
  code_hash: string
  expires_at: string
  attempts: Generated<number>
  created_at: string
}

/** An erased account: dates and counts, never the erased data. */
export interface AccountErasureTable {
  id: Generated<number>
  user_id: number
  requested_at: string
  erased_at: string
  orders_kept: number
  invoices_kept: number
}

/** An admin call that read or changed a shopper's personal data or money; append-only. */
export interface AdminAuditTable {
  id: Generated<number>
  admin_id: number
  action: string
  record: string | null
  method: string
  path: string
  status: number
  ip: string
  created_at: string
}

export type UserRow = Selectable<UserTable>
export type GrievanceRow = Selectable<GrievanceTable>
export type GrievanceMessageRow = Selectable<GrievanceMessageTable>
export type WishlistItemRow = Selectable<WishlistItemTable>
export type StockAlertRow = Selectable<StockAlertTable>
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
export type ReturnRow = Selectable<ReturnTable>
export type ReturnItemRow = Selectable<ReturnItemTable>

/** A coupon (with a code) or an automatic offer (without). */
export interface DiscountRuleTable {
  id: Generated<number>
  automatic: number
  code: string | null
  title: string
  kind: string
  value: number
  min_bag_paise: number
  max_discount_paise: number | null
  valid_from: string | null
  valid_to: string | null
  uses_total: number | null
  uses_per_shopper: number | null
  first_order_only: number
  /** JSON { categories, subCategories, products }. */
  scope: string
  exclude_above_percent: number | null
  active: number
  uses: Generated<number>
  deleted_at: string | null
  created_at: string
  updated_at: string
}

export interface DiscountShopperUseTable {
  rule_id: number
  user_id: number
  uses: number
}

export interface DiscountRedemptionTable {
  id: Generated<number>
  rule_id: number
  order_id: number
  user_id: number
  code: string | null
  discount_paise: number
  status: string
  created_at: string
}
