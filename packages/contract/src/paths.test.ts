import { describe, expect, it } from 'vitest'
import { isAppPath } from './paths.js'

describe('isAppPath', () => {
  it.each([
    '/',
    '/search',
    '/product/12',
    '/subCategory/3',
    '/subcategory/3',
    '/category/1',
    '/dashboard/orderdetail/9',
    '/careers',
    '/product/12/',
  ])('%s is a page of the app', (path) => expect(isAppPath(path)).toBe(true))

  it.each(['/product', '/product/1/extra', '/nope', '/careers/x', '/api'])('%s is not', (path) =>
    expect(isAppPath(path)).toBe(false),
  )
})
