/**
 * What each operation does, for the OpenAPI document. Routes that carry their own `description`
 * keep it; the document test fails when an operation has neither.
 */
export const OPERATION_DESCRIPTIONS: Record<string, string> = {
  'GET /healthz': 'Liveness and database reachability of this instance.',
  'GET /api/v1/categories': 'Every category with its sub-categories.',
  'GET /api/v1/subcategoryproduct/categoryserviceid': 'Every sub-category with its categories.',
  'GET /api/v1/subcategoryproduct/categoryserviceid/{categoryId}':
    'The sub-categories of one category.',
  'GET /api/v1/products': 'A page of products, filtered, searched and sorted, with facet counts.',
  'GET /api/v1/products/browse':
    'A page of a listing (a search, a category, sub-categories or everything) narrowed by size in ' +
    'stock, colour, brand, price paid (rupees), discount and rating, sorted, with how many products ' +
    'each filter value would give with the other filters applied. Several values of one filter are ' +
    'comma-separated and any of them may match; different filters must all match.',
  'GET /api/v1/products/{id}': 'One product with its sizes, stock per size and size chart.',
  'POST /api/v1/product/get-product-details': 'One product by id (SPEC names this a POST).',
  'POST /api/v1/product/get-product-by-category': 'A page of the products of one category.',
  'GET /api/v1/products/get-product-by-subcategory/{subCategoryId}':
    'A page of the products of one sub-category.',
  'POST /api/v1/products/search': 'A page of products matching a text search, best first.',
  'POST /api/v1/products/suggestions': 'Up to ten product names completing what is typed.',
  'POST /api/v1/category/add-category': 'Admin: creates a category.',
  'PUT /api/v1/category/update': 'Admin: renames a category or changes its image.',
  'DELETE /api/v1/category/delete': 'Admin: deletes a category no live product uses.',
  'POST /api/v1/subcategory/create': 'Admin: creates a sub-category in one or more categories.',
  'PUT /api/v1/subcategory/update': 'Admin: changes a sub-category.',
  'DELETE /api/v1/subcategory/delete': 'Admin: deletes a sub-category no live product uses.',
  'POST /api/v1/size-charts': 'Admin: creates a size chart.',
  'PUT /api/v1/size-charts/{chartId}': 'Admin: changes a size chart.',
  'DELETE /api/v1/size-charts/{chartId}': 'Admin: deletes a size chart.',
  'POST /api/v1/auth/register': 'Creates a shopper account; the password must not be guessable.',
  'POST /api/v1/auth/login':
    'Logs in with mobile number and password. After many failures on the account or the network, ' +
    'answers 401 LOGIN_CODE_REQUIRED and e-mails a code to send again as `code`.',
  'POST /api/v1/user/refresh-token': 'Exchanges a refresh token (single use) for new tokens.',
  'GET /api/v1/user/logout': 'Ends every session of the caller.',
  'PUT /api/v1/auth/forget-password/{mobile}':
    'E-mails a reset code to the account, when the mobile number and e-mail match one.',
  'PUT /api/v1/user/verify-forgot-password-otp': 'Checks a reset code; answers a reset ticket.',
  'PUT /api/v1/user/reset-password': 'Sets a new password with a verified reset ticket.',
  'GET /api/v1/users/{userId}': "The account's details (its owner or an admin).",
  'PUT /api/v1/auth/update-user': "Changes the caller's name, e-mail or mobile number.",
  'PUT /api/v1/user/upload-avatar':
    'Sets the profile photo: one image (JPEG, PNG, WebP, GIF or AVIF, at most 5 MB) in the ' +
    'multipart field `avatar`.',
  'GET /api/v1/cart/get': "The caller's cart lines with their products and stock.",
  'POST /api/v1/cart/create': 'Adds a product in one size to the cart.',
  'PUT /api/v1/cart/update-qty': 'Changes the quantity of a cart line.',
  'DELETE /api/v1/cart/delete-cart-item': 'Removes a cart line.',
  'DELETE /api/v1/cart/reset-cart': 'Empties the cart.',
  'POST /api/v1/cart/merge': 'Adds the lines of a guest cart to the caller’s cart.',
  'POST /api/v1/addresss': 'Saves a delivery address.',
  'GET /api/v1/addresss': "The caller's saved addresses.",
  'GET /api/v1/addresss/user/{userId}': "A user's saved addresses (the user or an admin).",
  'PUT /api/v1/addresss/{addressId}': 'Changes a saved address.',
  'DELETE /api/v1/addresss/{addressId}': 'Deletes a saved address.',
  'GET /api/v1/geocode/reverse': 'The postal address nearest a point, to prefill the form.',
  'GET /api/v1/orders/OrdersByUser/{userId}': "A user's orders, newest first.",
  'GET /api/v1/orders/{orderId}': 'One of the caller’s orders with its lines and history.',
  'GET /api/v1/admin/orders/{orderId}': 'Admin: one order with its lines and history.',
  'GET /api/v1/admin/overview': 'Admin: sales, orders and low stock at a glance.',
}

/** What each tag groups, for the document's top-level `tags`. */
export const TAG_DESCRIPTIONS: Record<string, string> = {
  health: 'Whether the instance and its database are up.',
  catalog: 'Categories, products, search and suggestions: public reads.',
  'catalog admin': 'Catalogue changes and image uploads: admins only.',
  auth: 'Accounts, sessions and password recovery.',
  users: 'The account, its profile and its photo.',
  cart: "The shopper's cart.",
  wishlist:
    "The shopper's saved products, kept on the server and joined with a guest's list on login.",
  alerts:
    "Back-in-stock alerts for sold-out sizes (one e-mail each) and the unsubscribe link of the wishlist's mail.",
  addresses: 'Saved delivery addresses and location prefill.',
  orders: 'Placing (Cash on Delivery or online), listing, paying again and cancelling orders.',
  payments:
    "Online payment through Razorpay: the browser's config and proof of payment, and Razorpay's webhook.",
  'payments admin': 'Reconciliation of online payments and refunds: admins only.',
  'orders admin': 'Order management and reports: admins only.',
  'settings admin':
    "The store's settings: GST seller details, invoice series, return window, customer care and the grievance officer. Admins only.",
  seller:
    'Who sells: legal name, address, GSTIN, customer care and the grievance officer (Consumer Protection (E-Commerce) Rules 2020).',
  'reports admin': "The monthly GST summary for filing and a month's invoices: admins only.",
  returns: "A shopper's returns, size exchanges and store credit.",
  'returns admin': 'The returns queue and its moves: admins only.',
  coupons:
    "A bag's discounts priced as an order would be: the automatic offer that saves most, then the coupon.",
  'coupons admin': 'Coupons (with a code): uses, discount given, redemptions. Admins only.',
  'offers admin': 'Automatic offers (no code), with the same conditions as coupons. Admins only.',

  reviews:
    "Ratings and reviews from verified buyers: a product's reviews and summary, writing one's own with photos and fit, helpful votes, reports and the review requests' unsubscribe link.",
  'reviews admin':
    'The moderation queue (publish, reject with a reason, reply as the store) and what holds a review: admins only.',

  grievances:
    "A shopper's grievances to the grievance officer: raised with a ticket number, followed and answered (Consumer Protection (E-Commerce) Rules 2020, rule 4(4)-(5)).",
  'grievances admin':
    'The grievance queue with ages against 48 hours and one month, its acknowledgements, replies and resolutions, and the monthly count: admins only.',

  'personal data':
    "The shopper's rights over her data (Digital Personal Data Protection Act 2023): marketing consent and its history, the data export, erasure of the account; the admins' list of erasures.",
  audit:
    "The append-only log of admin calls that read or change a shopper's personal data or money: admins only.",
  'mail admin': "The shop's outgoing mail: what failed and what waits; admins only.",
  delivery:
    'Where the store delivers and by when (PIN directory, promised day), and whether the caller may pay on delivery.',
  'delivery admin':
    "Dispatch and Cash on Delivery settings, the courier's PIN list, and shoppers' Cash on Delivery standing: admins only.",
}
