import { describe, expect, it } from 'vitest'
import { amountInWords, numberInWords } from './amount-in-words.js'

describe('amount in words, Indian numbering', () => {
  it.each([
    [104_900, 'Rupees One Thousand Forty-Nine Only'],
    [100, 'Rupees One Only'],
    [0, 'Rupees Zero Only'],
    [104_950, 'Rupees One Thousand Forty-Nine and Fifty Paise Only'],
    [1_00_000_00, 'Rupees One Lakh Only'],
    [
      12_34_567_89,
      'Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven and Eighty-Nine Paise Only',
    ],
    [3_540_00, 'Rupees Three Thousand Five Hundred Forty Only'],
    [1_00_00_000_00, 'Rupees One Crore Only'],
    [1_05, 'Rupees One and Five Paise Only'],
  ])('%i paise is %s', (paise, words) => {
    expect(amountInWords(paise)).toBe(words)
  })

  it('counts crores past ninety-nine', () => {
    expect(numberInWords(1_23_45_67_890)).toBe(
      'One Hundred Twenty-Three Crore Forty-Five Lakh Sixty-Seven Thousand Eight Hundred Ninety',
    )
    expect(numberInWords(11)).toBe('Eleven')
    expect(numberInWords(90)).toBe('Ninety')
    expect(numberInWords(1_10_011)).toBe('One Lakh Ten Thousand Eleven')
  })

  it('refuses what is not a whole number of paise', () => {
    expect(() => numberInWords(-1)).toThrow(RangeError)
    expect(() => numberInWords(1.5)).toThrow(RangeError)
  })
})
