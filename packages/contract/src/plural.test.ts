import { describe, expect, it } from 'vitest'
import { counted } from './plural.js'

describe('counted', () => {
  it.each([
    [0, 'item', '0 items'],
    [1, 'item', '1 item'],
    [2, 'item', '2 items'],
    [1, 'Item', '1 Item'],
    [12, 'Item', '12 Items'],
    [100_000, 'product', '1,00,000 products'],
    [1, 'order', '1 order'],
  ])('%d %s reads "%s"', (count, noun, text) => {
    expect(counted(count, noun)).toBe(text)
  })

  it('takes an irregular plural', () => {
    expect(counted(1, 'try', 'tries')).toBe('1 try')
    expect(counted(2, 'try', 'tries')).toBe('2 tries')
  })
})
