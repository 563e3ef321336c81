import type { Db } from '../src/db/index.js'
import { defaultSku, splitStock } from '../src/modules/catalog/inventory.js'
import { createSearchEngine } from '../src/modules/catalog/search/service.js'

let sequence = 0
const unique = (prefix: string) => `${prefix} ${++sequence}`
const nowIso = () => new Date().toISOString()

/** A register body with a mobile number and e-mail no other account in this file has. */
export function newAccount(name = 'Asha') {
  const phone = `98${String(++sequence).padStart(8, '0')}`
  const password = 'shopper password'
  return { name, email: `shopper.${phone}@example.in`, phone, password, confirmPassword: password }
}

export const address = {
  name: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  zip: '411001',
  phone: '9876543210',
}

export async function createCategory(db: Db, name = unique('Category')) {
  const now = nowIso()
  return db
    .insertInto('categories')
    .values({ name, image: '/images/category.webp', created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow()
}

export async function createSubCategory(db: Db, categoryIds: number[], name = unique('Sub')) {
  const now = nowIso()
  const row = await db
    .insertInto('subcategories')
    .values({ name, image: '/images/sub.webp', created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow()
  if (categoryIds.length > 0) {
    await db
      .insertInto('subcategory_categories')
      .values(categoryIds.map((category_id) => ({ subcategory_id: row.id, category_id })))
      .execute()
  }
  return row
}

export type ProductInput = {
  name?: string
  description?: string
  categories?: Array<{ id: number; name: string }>
  subCategories?: Array<{ id: number; name: string }>
  pricePaise?: number
  discount?: number
  /** The total, split evenly across the sizes (the first sizes get the remainder). */
  stock?: number
  sizes?: string[]
  /** Stock per size instead of an even split: { M: 2, L: 0 }; its sizes are the product's. */
  sizeStock?: Record<string, number>
  rating?: number | null
  isNew?: boolean
  colour?: string | null
  brand?: string | null
  deleted?: boolean
}

/** Inserts a product with its links and search terms, as the catalogue does. */
export async function createProduct(db: Db, input: ProductInput = {}) {
  const now = nowIso()
  const variants = input.sizeStock
    ? Object.entries(input.sizeStock).map(([size, stock]) => ({ size, stock }))
    : splitStock(input.stock ?? 10, input.sizes ?? ['S', 'M', 'L'])
  const sizes = input.sizeStock ? Object.keys(input.sizeStock) : (input.sizes ?? ['S', 'M', 'L'])
  const row = await db
    .insertInto('products')
    .values({
      name: input.name ?? unique('Product'),
      description: input.description ?? 'A plain garment.',
      unit: 'piece',
      unit_quantity: 1,
      price_paise: input.pricePaise ?? 99_900,
      discount: input.discount ?? 0,
      stock: variants.reduce((sum, variant) => sum + variant.stock, 0),
      rating: input.rating === undefined ? 4.2 : input.rating,
      imported_rating: input.rating === undefined ? 4.2 : input.rating,
      is_new: input.isNew ? 1 : 0,
      images: JSON.stringify(['/images/p.webp']),
      sizes: JSON.stringify(sizes),
      more_details: JSON.stringify({ Fabric: 'Cotton' }),
      vendor_id: input.brand === undefined ? 'V1' : input.brand,
      colour: input.colour ?? null,
      deleted_at: input.deleted ? now : null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
  await db
    .insertInto('product_variants')
    .values(
      variants.map((variant, position) => ({
        product_id: row.id,
        size: variant.size,
        position,
        stock: variant.stock,
        sku: defaultSku(row.id, variant.size),
        created_at: now,
        updated_at: now,
      })),
    )
    .execute()
  const categories = input.categories ?? []
  const subCategories = input.subCategories ?? []
  if (categories.length > 0) {
    await db
      .insertInto('product_categories')
      .values(categories.map((c) => ({ product_id: row.id, category_id: c.id })))
      .execute()
  }
  if (subCategories.length > 0) {
    await db
      .insertInto('product_subcategories')
      .values(subCategories.map((s) => ({ product_id: row.id, subcategory_id: s.id })))
      .execute()
  }
  if (!input.deleted) {
    await createSearchEngine(db).index(db, {
      id: row.id,
      name: row.name,
      description: row.description,
      categories: categories.map((c) => c.name),
      subCategories: subCategories.map((s) => s.name),
    })
  }
  return row
}

/**
 * `count` shoppers, each with an active "notify me" on one size of a product, written straight
 * into the tables (in batches) for tests of many subscribers. Phones start with `digit`.
 */
export async function createSubscribers(
  db: Db,
  {
    productId,
    size,
    count,
    digit,
  }: { productId: number; size: string; count: number; digit: string },
) {
  const at = nowIso()
  const users = await db
    .insertInto('users')
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `Subscriber ${digit}${i}`,
        email: `subscriber.${digit}${i}@example.in`,
        mobile: `${digit}${String(i).padStart(9, '0')}`,
        password_hash: 'x',
        avatar: '',
        verify_email: 0,
        status: 'Active',
        role: 'USER',
        created_at: at,
        updated_at: at,
      })),
    )
    .returning('id')
    .execute()
  for (let start = 0; start < users.length; start += 250) {
    await db
      .insertInto('stock_alerts')
      .values(
        users.slice(start, start + 250).map((user) => ({
          user_id: user.id,
          product_id: productId,
          size,
          status: 'active',
          created_at: at,
        })),
      )
      .execute()
  }
  return users
}
