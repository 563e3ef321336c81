import { describe, expect, it } from 'vitest'
import { isAppPath, paths, routePatterns, routeTable } from './paths.js'

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

describe('paths', () => {
  it('are the route table with ids filled in', () => {
    expect(paths.home).toBe('/')
    expect(paths.category('7')).toBe('/category/7')
    expect(paths.orderDetail('42')).toBe('/dashboard/orderdetail/42')
    expect(paths.adminOrder('42')).toBe('/dashboard/orders/42')
  })

  it('give the server every page outside the dashboard as a pattern', () => {
    for (const pattern of Object.values(routeTable)) {
      if (!pattern.startsWith('/dashboard/')) expect(routePatterns).toContain(pattern)
    }
  })
})
