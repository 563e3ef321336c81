import { describe, expect, it } from 'vitest'
import { stem, terms, withinOneEdit, words } from './tokenize.js'

describe('words', () => {
  it('glues a lone letter to the next word', () => {
    expect(words('T-Shirt')).toEqual(['tshirt'])
    expect(words('t shirt')).toEqual(['tshirt'])
    expect(words('V neck top')).toEqual(['vneck', 'top'])
  })

  it('keeps the words "a" and "i" apart unless hyphenated', () => {
    expect(words('a blue shirt')).toEqual(['a', 'blue', 'shirt'])
    expect(words('A-Line Kurti')).toEqual(['aline', 'kurti'])
  })

  it('drops accents, apostrophes and punctuation', () => {
    expect(words("Men's Café, Kurta!")).toEqual(['mens', 'cafe', 'kurta'])
  })
})

describe('stem', () => {
  it.each([
    ['kurtas', 'kurta'],
    ['sarees', 'saree'],
    ['dresses', 'dress'],
    ['hoodies', 'hoodi'],
    ['hoodie', 'hoodi'],
    ['kurtis', 'kurti'],
    ['tshirts', 'tshirt'],
    ['mens', 'men'],
    ['dress', 'dress'],
    ['men', 'men'],
    ['28', '28'],
  ])('%s -> %s', (word, expected) => {
    expect(stem(word)).toBe(expected)
  })
})

it('terms are distinct stems without stopwords', () => {
  expect(terms('Kurtas and kurta for the family')).toEqual(['kurta', 'famili'])
})

describe('withinOneEdit', () => {
  it.each([
    ['shirt', 'shrit', true],
    ['kurta', 'kurtha', true],
    ['saree', 'sare', true],
    ['jeans', 'jeens', true],
    ['shirt', 'short', true],
    ['shirt', 'shrti', false],
    ['kurta', 'kurtis', false],
  ])('%s ~ %s: %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected)
    expect(withinOneEdit(b, a)).toBe(expected)
  })
})
