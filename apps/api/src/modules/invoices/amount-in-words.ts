// Amounts in words for invoices, in the Indian numbering system (thousand, lakh, crore):
// 104900 paise -> 'Rupees One Thousand Forty-Nine Only'.

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
]
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety']

/** 0 < n < 100 */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n] as string
  const ones = n % 10
  return `${TENS[Math.floor(n / 10)]}${ones ? `-${ONES[ones]}` : ''}`
}

/** 0 < n < 1000 */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100)
  const rest = n % 100
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : '']
    .filter(Boolean)
    .join(' ')
}

/** A whole number in words, Indian style: 1,23,45,678 is One Crore Twenty-Three Lakh ... */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`${n} is not a whole number`)
  if (n === 0) return 'Zero'
  const crores = Math.floor(n / 10_000_000)
  const lakhs = Math.floor((n % 10_000_000) / 100_000)
  const thousands = Math.floor((n % 100_000) / 1000)
  const rest = n % 1000
  return [
    crores ? `${numberInWords(crores)} Crore` : '',
    lakhs ? `${belowHundred(lakhs)} Lakh` : '',
    thousands ? `${belowHundred(thousands)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ')
}

/** 'Rupees One Thousand Forty-Nine and Fifty Paise Only' */
export function amountInWords(paise: number): string {
  const rupees = Math.floor(paise / 100)
  const rest = paise % 100
  const paiseText = rest ? ` and ${numberInWords(rest)} Paise` : ''
  return `Rupees ${numberInWords(rupees)}${paiseText} Only`
}
