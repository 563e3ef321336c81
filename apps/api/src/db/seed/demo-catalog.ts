import type { FileStorage } from '../../lib/storage.js'
import { storeImage } from '../../lib/images.js'
import { DEFAULT_SIZE } from '@store/contract'
import { defaultSku } from '../../modules/catalog/inventory.js'
import { EXAMPLE_CONTACTS, EXAMPLE_SELLER } from '../../modules/settings/service.js'
import { markIndexChanged, weightedTerms } from '../../modules/catalog/search/service.js'
import type { Db } from '../index.js'
import type { NewProduct } from '../schema.js'
import { nowIso } from '../sql.js'
import { COLOURS, type Colour, type GarmentKind, garmentSvg } from './garments.js'

// A realistic, deterministic demo catalogue: the same products, prices and images on every run.

type Audience = 'Men' | 'Women' | 'Kids'

type Kind = {
  subCategory: string
  audiences: Audience[]
  garment: GarmentKind
  noun: string
  sizes: 'adult' | 'waist' | 'kids' | 'free'
  price: [number, number]
  fabrics: string[]
  styles: string[]
  unit?: string
}

/**
 * HSN codes: each sub-category's default, and the heading a product of another audience takes
 * instead (women's trousers are 6204, not 6203; kids' garments 6111 knitted or 6209 woven).
 */
const HSN: Record<string, { all: string } & Partial<Record<Audience, string>>> = {
  'T-Shirts': { all: '6109', Kids: '6111' },
  Shirts: { all: '6205', Kids: '6209' },
  Jeans: { all: '6203', Women: '6204', Kids: '6209' },
  Trousers: { all: '6203', Women: '6204', Kids: '6209' },
  Kurtas: { all: '6211', Kids: '6209' },
  'Kurta Sets': { all: '6211', Kids: '6209' },
  Kurtis: { all: '6206' },
  Sarees: { all: '5208' },
  Dresses: { all: '6204', Kids: '6209' },
  Frocks: { all: '6209' },
  Tops: { all: '6206', Kids: '6209' },
  'Track Pants': { all: '6103', Women: '6104', Kids: '6111' },
  Shorts: { all: '6203', Women: '6204', Kids: '6209' },
  Jackets: { all: '6201', Women: '6202', Kids: '6209' },
  Nightwear: { all: '6207', Women: '6208', Kids: '6209' },
  'Ethnic Wear': { all: '6211', Kids: '6209' },
  Leggings: { all: '6104', Kids: '6111' },
  'School Uniform': { all: '6209' },
}

const KINDS: Kind[] = [
  {
    subCategory: 'T-Shirts',
    audiences: ['Men', 'Women', 'Kids'],
    garment: 'tshirt',
    noun: 'T-Shirt',
    sizes: 'adult',
    price: [299, 999],
    fabrics: ['Cotton', 'Cotton Blend', 'Polyester'],
    styles: ['Round Neck', 'Polo', 'Printed', 'Graphic', 'Striped', 'Oversized'],
  },
  {
    subCategory: 'Shirts',
    audiences: ['Men', 'Kids'],
    garment: 'shirt',
    noun: 'Shirt',
    sizes: 'adult',
    price: [499, 1999],
    fabrics: ['Cotton', 'Linen', 'Denim', 'Rayon'],
    styles: ['Slim Fit', 'Regular Fit', 'Checked', 'Formal', 'Casual', 'Mandarin Collar'],
  },
  {
    subCategory: 'Jeans',
    audiences: ['Men', 'Women', 'Kids'],
    garment: 'trousers',
    noun: 'Jeans',
    sizes: 'waist',
    price: [699, 2499],
    fabrics: ['Denim', 'Stretch Denim'],
    styles: ['Slim Fit', 'Straight Fit', 'Skinny', 'Relaxed Fit', 'Mid-Rise', 'Distressed'],
  },
  {
    subCategory: 'Trousers',
    audiences: ['Men', 'Women'],
    garment: 'trousers',
    noun: 'Trousers',
    sizes: 'waist',
    price: [599, 1999],
    fabrics: ['Cotton', 'Linen', 'Polyester Viscose'],
    styles: ['Formal', 'Chino', 'Pleated', 'Slim Fit', 'Wide Leg'],
  },
  {
    subCategory: 'Kurtas',
    audiences: ['Men', 'Women'],
    garment: 'kurta',
    noun: 'Kurta',
    sizes: 'adult',
    price: [499, 2499],
    fabrics: ['Cotton', 'Khadi', 'Silk Blend', 'Linen'],
    styles: ['Straight', 'Printed', 'Embroidered', 'Pathani', 'Chikankari', 'Block Print'],
  },
  {
    subCategory: 'Kurta Sets',
    audiences: ['Women', 'Kids'],
    garment: 'kurta',
    noun: 'Kurta Set',
    sizes: 'adult',
    price: [899, 3999],
    fabrics: ['Cotton', 'Rayon', 'Georgette', 'Silk Blend'],
    styles: ['Anarkali', 'Straight', 'Embroidered', 'Printed', 'Festive'],
    unit: 'set',
  },
  {
    subCategory: 'Kurtis',
    audiences: ['Women'],
    garment: 'kurta',
    noun: 'Kurti',
    sizes: 'adult',
    price: [349, 1499],
    fabrics: ['Cotton', 'Rayon', 'Crepe'],
    styles: ['A-Line', 'Straight', 'Printed', 'Short', 'Angrakha'],
  },
  {
    subCategory: 'Sarees',
    audiences: ['Women'],
    garment: 'saree',
    noun: 'Saree',
    sizes: 'free',
    price: [799, 6999],
    fabrics: ['Banarasi Silk', 'Cotton', 'Chiffon', 'Georgette', 'Kanjeevaram Silk', 'Linen'],
    styles: ['Woven', 'Printed', 'Zari Border', 'Bandhani', 'Handloom'],
  },
  {
    subCategory: 'Dresses',
    audiences: ['Women', 'Kids'],
    garment: 'dress',
    noun: 'Dress',
    sizes: 'adult',
    price: [599, 2999],
    fabrics: ['Cotton', 'Rayon', 'Crepe', 'Georgette'],
    styles: ['A-Line', 'Maxi', 'Fit and Flare', 'Wrap', 'Shirt'],
  },
  {
    subCategory: 'Frocks',
    audiences: ['Kids'],
    garment: 'dress',
    noun: 'Frock',
    sizes: 'kids',
    price: [349, 1299],
    fabrics: ['Cotton', 'Net', 'Organza'],
    styles: ['Party', 'Printed', 'Layered', 'Smocked'],
  },
  {
    subCategory: 'Tops',
    audiences: ['Women', 'Kids'],
    garment: 'top',
    noun: 'Top',
    sizes: 'adult',
    price: [299, 1299],
    fabrics: ['Cotton', 'Rayon', 'Crepe', 'Georgette'],
    styles: ['Peplum', 'Crop', 'Printed', 'Ruffled', 'Tie-Up'],
  },
  {
    subCategory: 'Track Pants',
    audiences: ['Men', 'Women', 'Kids'],
    garment: 'trousers',
    noun: 'Track Pants',
    sizes: 'adult',
    price: [399, 1499],
    fabrics: ['Polyester', 'Cotton Blend', 'Fleece'],
    styles: ['Jogger', 'Slim Fit', 'Striped', 'Training'],
  },
  {
    subCategory: 'Shorts',
    audiences: ['Men', 'Kids'],
    garment: 'shorts',
    noun: 'Shorts',
    sizes: 'adult',
    price: [299, 999],
    fabrics: ['Cotton', 'Denim', 'Polyester'],
    styles: ['Cargo', 'Chino', 'Sports', 'Bermuda'],
  },
  {
    subCategory: 'Jackets',
    audiences: ['Men', 'Women', 'Kids'],
    garment: 'jacket',
    noun: 'Jacket',
    sizes: 'adult',
    price: [999, 3999],
    fabrics: ['Denim', 'Polyester', 'Fleece', 'Nylon'],
    styles: ['Bomber', 'Puffer', 'Nehru', 'Hooded', 'Quilted'],
  },
  {
    subCategory: 'Nightwear',
    audiences: ['Men', 'Women', 'Kids'],
    garment: 'nightwear',
    noun: 'Night Suit',
    sizes: 'adult',
    price: [499, 1799],
    fabrics: ['Cotton', 'Modal', 'Satin'],
    styles: ['Printed', 'Checked', 'Pyjama Set', 'Solid'],
    unit: 'set',
  },
  {
    subCategory: 'Ethnic Wear',
    audiences: ['Men', 'Women', 'Kids'],
    garment: 'kurta',
    noun: 'Ethnic Set',
    sizes: 'adult',
    price: [999, 4999],
    fabrics: ['Silk Blend', 'Jacquard', 'Cotton Silk'],
    styles: ['Sherwani', 'Dhoti Kurta', 'Lehenga Choli', 'Festive', 'Nehru Jacket Set'],
    unit: 'set',
  },
  {
    subCategory: 'Leggings',
    audiences: ['Women', 'Kids'],
    garment: 'trousers',
    noun: 'Leggings',
    sizes: 'adult',
    price: [199, 699],
    fabrics: ['Cotton Lycra', 'Viscose'],
    styles: ['Ankle Length', 'Churidar', 'Solid', 'Printed'],
  },
  {
    subCategory: 'School Uniform',
    audiences: ['Kids'],
    garment: 'shirt',
    noun: 'School Uniform Set',
    sizes: 'kids',
    price: [499, 1299],
    fabrics: ['Cotton', 'Poly Cotton'],
    styles: ['Half Sleeve', 'Full Sleeve', 'Pinafore', 'Shirt and Shorts'],
    unit: 'set',
  },
]

const SIZES = {
  adult: ['S', 'M', 'L', 'XL', 'XXL'],
  waist: ['28', '30', '32', '34', '36'],
  kids: ['2-3Y', '4-5Y', '6-7Y', '8-9Y', '10-11Y'],
  free: [] as string[],
} as const

const BRANDS = [
  'Rangrez',
  'Desi Loom',
  'Urban Mitti',
  'Kashi Weaves',
  'Chhota Nawab',
  'Sutra',
  'Bunkar',
  'Jaipur Threads',
  'Nilgiri',
  'Mehr',
  'Tanka',
  'Gully Street',
  'Ojas',
  'Kalakari',
  'Pehnava',
]
const VENDORS = ['V1001', 'V1002', 'V1003', 'V1004', 'V1005', 'V1006']
const OCCASIONS = ['Casual', 'Festive', 'Party', 'Office', 'Daily Wear', 'Wedding']
const CARE = ['Machine wash cold', 'Hand wash separately', 'Dry clean only', 'Gentle machine wash']
const AUDIENCE_WORD: Record<Audience, string> = { Men: "Men's", Women: "Women's", Kids: "Kids'" }
const CATEGORY_KINDS: Record<Audience, GarmentKind> = {
  Men: 'shirt',
  Women: 'saree',
  Kids: 'dress',
}
const CATEGORY_COLOURS: Record<Audience, string> = {
  Men: 'Navy Blue',
  Women: 'Maroon',
  Kids: 'Mustard',
}

/** mulberry32: a small seeded generator, so the catalogue is the same on every machine. */
function random(seed: number) {
  let a = seed
  const next = () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T
  return { next, int, pick }
}

type Random = ReturnType<typeof random>

/**
 * Stock per size from a product's stock profile: sold out everywhere, one size left with the few
 * units there are, or a spread that favours the middle sizes, often with the smallest or largest
 * size sold out and now and then a size running low.
 */
function stockPerSize(rng: Random, sizeCount: number, total: number, fewLeft: boolean) {
  const stock = Array.from({ length: sizeCount }, () => 0)
  if (total === 0) return stock
  if (fewLeft) {
    stock[rng.int(0, sizeCount - 1)] = total
    return stock
  }
  const middle = (sizeCount - 1) / 2
  const weights = stock.map((_, i) => 1 + middle - Math.abs(i - middle) + rng.next())
  const sum = weights.reduce((a, b) => a + b, 0)
  weights.forEach((weight, i) => (stock[i] = Math.round((total * weight) / sum)))
  if (sizeCount > 2 && rng.next() < 0.3) stock[0] = 0
  if (sizeCount > 2 && rng.next() < 0.2) stock[sizeCount - 1] = 0
  if (sizeCount > 1 && rng.next() < 0.15) stock[rng.int(0, sizeCount - 1)] = rng.int(1, 3)
  return stock
}

/** Measurements in cm, one row per size. */
const SIZE_CHARTS = {
  tops: {
    name: 'Tops',
    columns: ['Chest', 'Length', 'Shoulder'],
    rows: {
      S: [96, 70, 43],
      M: [101, 72, 45],
      L: [106, 74, 47],
      XL: [111, 76, 49],
      XXL: [116, 78, 51],
    },
    subCategories: ['T-Shirts', 'Shirts', 'Jackets'],
  },
  // A set is a top and a bottom: the chart measures both.
  sets: {
    name: 'Ethnic and Night Sets',
    columns: ['Chest', 'Top length', 'Waist', 'Bottom length'],
    rows: {
      S: [96, 74, 71, 96],
      M: [101, 76, 76, 98],
      L: [106, 78, 81, 100],
      XL: [111, 80, 86, 102],
      XXL: [116, 82, 91, 104],
    },
    subCategories: ['Nightwear', 'Ethnic Wear'],
  },
  kurtas: {
    name: "Women's Kurtas, Tops and Dresses",
    columns: ['Bust', 'Waist', 'Hip', 'Length'],
    rows: {
      S: [86, 71, 94, 112],
      M: [91, 76, 99, 113],
      L: [96, 81, 104, 114],
      XL: [101, 86, 109, 115],
      XXL: [106, 91, 114, 116],
    },
    subCategories: ['Kurtas', 'Kurtis', 'Kurta Sets', 'Tops', 'Dresses'],
  },
  waist: {
    name: 'Jeans and Trousers',
    columns: ['Waist', 'Hip', 'Inseam'],
    rows: {
      '28': [71, 91, 76],
      '30': [76, 96, 77],
      '32': [81, 101, 78],
      '34': [86, 106, 79],
      '36': [91, 111, 80],
    },
    subCategories: ['Jeans', 'Trousers'],
  },
  bottoms: {
    name: 'Bottoms',
    columns: ['Waist', 'Hip', 'Length'],
    rows: {
      S: [71, 91, 96],
      M: [76, 96, 98],
      L: [81, 101, 100],
      XL: [86, 106, 102],
      XXL: [91, 111, 104],
    },
    subCategories: ['Track Pants', 'Shorts', 'Leggings'],
  },
  kids: {
    name: 'Kids by Age',
    columns: ['Height', 'Chest', 'Waist'],
    rows: {
      '2-3Y': [92, 53, 51],
      '4-5Y': [104, 57, 53],
      '6-7Y': [116, 61, 55],
      '8-9Y': [128, 66, 58],
      '10-11Y': [140, 71, 61],
    },
    subCategories: ['Frocks', 'School Uniform'],
  },
} as const

/** The chart a product uses when its sub-category's chart is not the right one. */
function ownChart(audience: Audience, kind: Kind): keyof typeof SIZE_CHARTS | null {
  if (audience === 'Kids' && kind.sizes !== 'free') return 'kids'
  if (audience === 'Men' && kind.subCategory === 'Kurtas') return 'tops'
  return null
}

export type SeedOptions = { products?: number; storage: FileStorage }

export async function isCatalogueEmpty(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('categories')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n) === 0
}

async function renderImages(storage: FileStorage) {
  const { default: sharp } = await import('sharp')
  const urls = new Map<string, string>()
  const jobs: Array<{ key: string; svg: string }> = []
  const garments = new Set<GarmentKind>(KINDS.map((kind) => kind.garment))
  for (const garment of garments) {
    for (const colour of COLOURS)
      jobs.push({ key: `${garment}:${colour.name}`, svg: garmentSvg(garment, colour) })
  }
  for (const [audience, garment] of Object.entries(CATEGORY_KINDS)) {
    const colour = COLOURS.find((c) => c.name === CATEGORY_COLOURS[audience as Audience]) as Colour
    jobs.push({ key: `category:${audience}`, svg: garmentSvg(garment, colour, '#fde9d9') })
  }
  // Rendering is CPU-bound in sharp's thread pool; a few at a time keeps both cores busy.
  for (let i = 0; i < jobs.length; i += 8) {
    await Promise.all(
      jobs.slice(i, i + 8).map(async ({ key, svg }) => {
        const png = await sharp(Buffer.from(svg)).png().toBuffer()
        urls.set(key, await storeImage(storage, png))
      }),
    )
  }
  return urls
}

async function insertChunked<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size))
}

/** Loads the demo catalogue into an empty database. */
export async function seedDemoCatalog(db: Db, { products = 5_400, storage }: SeedOptions) {
  const images = await renderImages(storage)
  const rng = random(20_261_122)
  // Stock per size draws from its own sequence, so the products themselves stay as they were.
  const sizeRng = random(20_261_123)
  const now = nowIso()

  await db.transaction().execute(async (trx) => {
    const categoryIds = new Map<Audience, number>()
    for (const audience of ['Men', 'Women', 'Kids'] as const) {
      const row = await trx
        .insertInto('categories')
        .values({
          name: audience,
          image: images.get(`category:${audience}`) ?? '',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      categoryIds.set(audience, row.id)
    }
    const chartIds = new Map<keyof typeof SIZE_CHARTS, number>()
    for (const [key, chart] of Object.entries(SIZE_CHARTS)) {
      const row = await trx
        .insertInto('size_charts')
        .values({
          name: chart.name,
          unit: 'cm',
          columns: JSON.stringify(chart.columns),
          rows: JSON.stringify(
            Object.entries<readonly number[]>(chart.rows).map(([size, values]) => ({
              size,
              values,
            })),
          ),
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      chartIds.set(key as keyof typeof SIZE_CHARTS, row.id)
    }
    const chartOfSubCategory = (name: string) => {
      const entry = Object.entries(SIZE_CHARTS).find(([, chart]) =>
        (chart.subCategories as readonly string[]).includes(name),
      )
      return entry ? (chartIds.get(entry[0] as keyof typeof SIZE_CHARTS) ?? null) : null
    }
    const subCategoryIds = new Map<string, number>()
    for (const kind of KINDS) {
      const colour = COLOURS[KINDS.indexOf(kind) % COLOURS.length] as Colour
      const row = await trx
        .insertInto('subcategories')
        .values({
          name: kind.subCategory,
          image: images.get(`${kind.garment}:${colour.name}`) ?? '',
          size_chart_id: chartOfSubCategory(kind.subCategory),
          hsn_code: HSN[kind.subCategory]?.all ?? null,
          // The example seller makes and sells the demo's goods (decision 076).
          declarations: JSON.stringify({
            manufacturer: `${EXAMPLE_SELLER.legalName}, ${EXAMPLE_SELLER.address}`,
            countryOfOrigin: 'India',
            genericName: kind.subCategory,
            consumerCare: `${EXAMPLE_CONTACTS.careEmail}, ${EXAMPLE_CONTACTS.carePhone}`,
          }),
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      subCategoryIds.set(kind.subCategory, row.id)
      await trx
        .insertInto('subcategory_categories')
        .values(
          kind.audiences.map((a) => ({
            subcategory_id: row.id,
            category_id: categoryIds.get(a) as number,
          })),
        )
        .execute()
    }

    const pairs = KINDS.flatMap((kind) => kind.audiences.map((audience) => ({ kind, audience })))
    const drafts: Array<{
      row: NewProduct
      audience: Audience
      kind: Kind
      variants: Array<{ size: string; stock: number }>
    }> = []
    for (let i = 0; i < products; i++) {
      const { kind, audience } = pairs[i % pairs.length] as (typeof pairs)[number]
      const brand = rng.pick(BRANDS)
      const style = rng.pick(kind.styles)
      const fabric = rng.pick(kind.fabrics)
      const colour = rng.pick(COLOURS)
      const second = rng.pick(COLOURS)
      const pack = kind.garment === 'tshirt' && rng.next() < 0.1 ? 2 : 1
      const name = `${brand} ${AUDIENCE_WORD[audience]} ${colour.name} ${style} ${fabric} ${kind.noun}${pack > 1 ? ` (Pack of ${pack})` : ''}`
      const [low, high] = kind.price
      const price = Math.round(rng.int(low, high) / 50) * 50 - 1
      const stockRoll = rng.next()
      const profile = stockRoll < 0.05 ? 0 : stockRoll < 0.15 ? rng.int(1, 4) : rng.int(5, 250)
      const sizes = audience === 'Kids' && kind.sizes !== 'free' ? SIZES.kids : SIZES[kind.sizes]
      const sizeList = sizes.length > 0 ? sizes : [DEFAULT_SIZE]
      const perSize = stockPerSize(sizeRng, sizeList.length, profile, stockRoll < 0.15)
      const variants = sizeList.map((size, i) => ({ size, stock: perSize[i] ?? 0 }))
      const stock = perSize.reduce((sum, units) => sum + units, 0)
      const own = ownChart(audience, kind)
      const occasion = rng.pick(OCCASIONS)
      const image = [images.get(`${kind.garment}:${colour.name}`) ?? '']
      if (second !== colour && rng.next() < 0.5)
        image.push(images.get(`${kind.garment}:${second.name}`) ?? '')
      const description =
        `${style} ${kind.noun.toLowerCase()} for ${audience.toLowerCase()} in ${colour.name.toLowerCase()} ${fabric.toLowerCase()}. ` +
        `Made by ${brand} for ${occasion.toLowerCase()} wear, with a comfortable fit for Indian weather. ` +
        `${rng.pick(CARE)}.`
      // Drawn in the order they always were, so every product stays as it was.
      const discount = rng.next() < 0.2 ? 0 : rng.int(1, 14) * 5
      const rating = rng.next() < 0.1 ? null : Math.round((3 + rng.next() * 2) * 10) / 10
      const row: NewProduct = {
        name,
        description,
        unit: kind.unit ?? 'piece',
        unit_quantity: pack,
        price_paise: price * 100,
        discount,
        stock,
        // Shown as imported ratings until a product's first review (decision 079).
        rating,
        imported_rating: rating,
        is_new: rng.next() < 0.15 ? 1 : 0,
        images: JSON.stringify(image),
        sizes: JSON.stringify(sizes),
        colour: colour.name,
        more_details: JSON.stringify({
          Fabric: fabric,
          Pattern: style,
          Occasion: occasion,
          'Wash Care': rng.pick(CARE),
        }),
        // The vendor is the brand shoppers filter by; the old vendor code is still drawn, so every
        // product after this one stays as it was.
        vendor_id: rng.pick(VENDORS) && brand,
        size_chart_id: own ? (chartIds.get(own) ?? null) : null,
        hsn_code: HSN[kind.subCategory]?.[audience] ?? null,
        deleted_at: null,
        created_at: now,
        updated_at: now,
      }
      drafts.push({ row, audience, kind, variants })
    }

    const ids: number[] = []
    await insertChunked(drafts, 500, async (chunk) => {
      const inserted = await trx
        .insertInto('products')
        .values(chunk.map((draft) => draft.row))
        .returning('id')
        .execute()
      ids.push(...inserted.map((row) => row.id))
    })
    const saved = drafts.map((draft, i) => ({ ...draft, id: ids[i] as number }))

    const categoryLinks = saved.map(({ id, audience }) => ({
      product_id: id,
      category_id: categoryIds.get(audience) as number,
    }))
    const subLinks = saved.map(({ id, kind }) => ({
      product_id: id,
      subcategory_id: subCategoryIds.get(kind.subCategory) as number,
    }))
    const variantRows = saved.flatMap(({ id, variants }) =>
      variants.map((variant, position) => ({
        product_id: id,
        size: variant.size,
        position,
        stock: variant.stock,
        sku: defaultSku(id, variant.size),
        created_at: now,
        updated_at: now,
      })),
    )
    await insertChunked(variantRows, 2000, (chunk) =>
      trx.insertInto('product_variants').values(chunk).execute(),
    )
    await insertChunked(categoryLinks, 1000, (chunk) =>
      trx.insertInto('product_categories').values(chunk).execute(),
    )
    await insertChunked(subLinks, 1000, (chunk) =>
      trx.insertInto('product_subcategories').values(chunk).execute(),
    )

    const vocabulary = new Set<string>()
    const termRows = saved.flatMap(({ id, row, audience, kind }) => {
      return weightedTerms({
        id,
        name: row.name,
        description: row.description ?? '',
        categories: [audience],
        subCategories: [kind.subCategory],
      }).map(({ term, weight }) => {
        vocabulary.add(term)
        return { term, product_id: id, weight }
      })
    })
    await insertChunked(termRows, 2000, (chunk) =>
      trx.insertInto('product_search_terms').values(chunk).execute(),
    )
    await insertChunked(
      [...vocabulary].map((term) => ({ term })),
      2000,
      (chunk) =>
        trx
          .insertInto('search_vocabulary')
          .values(chunk)
          .onConflict((oc) => oc.column('term').doNothing())
          .execute(),
    )
    await markIndexChanged(trx)
  })
}
