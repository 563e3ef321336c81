import { DEFAULT_SIZE, type Product } from '@store/contract'

let sequence = 0

export function buildProduct(overrides: Partial<Product> = {}): Product {
  sequence += 1
  const product: Product = {
    _id: String(sequence),
    name: `Cotton Kurta ${sequence}`,
    image: ['/images/a.webp', '/images/b.webp'],
    category: [{ _id: '1', name: 'Men' }],
    subCategory: [{ _id: '2', name: 'Kurtas' }],
    unit: 'piece',
    unitQuantity: 1,
    sizes: ['S', 'M', 'L'],
    stock: 20,
    quantity: 20,
    price: 1000,
    discount: 20,
    rating: 4.3,
    ratingCount: 0,
    isNew: false,
    description: 'A soft cotton kurta.',
    more_details: { Fabric: 'Cotton' },
    vendorId: 'V1',
    colour: 'Navy Blue',
    variants: [],
    sizeChart: null,
    sizeChartId: null,
    hsnCode: null,
    stockReview: false,
    returnable: true,
    declarations: {
      manufacturer: 'KapdaKart Retail Private Limited, Koramangala, Bengaluru 560034',
      packer: null,
      importer: null,
      countryOfOrigin: 'India',
      genericName: 'Kurta',
      netQuantity: '1 N',
      mrp: 1000,
      consumerCare: 'care@kapdakart.in, 080 4719 2000',
      missing: [],
    },
    ownDeclarations: {
      manufacturer: null,
      packer: null,
      importer: null,
      countryOfOrigin: null,
      genericName: null,
      consumerCare: null,
      netQuantity: null,
    },
    createdAt: '2026-11-22T10:00:00.000Z',
    updatedAt: '2026-11-22T10:00:00.000Z',
    ...overrides,
  }
  return { ...product, variants: overrides.variants ?? evenSplit(product) }
}

/** Stock per size as the store splits one total: the first sizes take the remainder. */
function evenSplit({ _id, stock, sizes }: Pick<Product, '_id' | 'stock' | 'sizes'>) {
  const list = sizes.length > 0 ? sizes : [DEFAULT_SIZE]
  return list.map((size, i) => ({
    size,
    stock: Math.floor(stock / list.length) + (i < stock % list.length ? 1 : 0),
    sku: `KK-${_id}-${size}`,
  }))
}
