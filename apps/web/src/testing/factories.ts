import type { Product } from '@store/contract'

let sequence = 0

export function buildProduct(overrides: Partial<Product> = {}): Product {
  sequence += 1
  return {
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
    isNew: false,
    description: 'A soft cotton kurta.',
    more_details: { Fabric: 'Cotton' },
    vendorId: 'V1',
    createdAt: '2026-11-22T10:00:00.000Z',
    updatedAt: '2026-11-22T10:00:00.000Z',
    ...overrides,
  }
}
