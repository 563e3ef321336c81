// Turns text into search terms. The same function runs on catalogue text when it is indexed
// and on what a shopper types, so both sides meet on the same normalised words.

const STOPWORDS = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'for',
  'from',
  'in',
  'is',
  'it',
  'its',
  'of',
  'on',
  'or',
  'that',
  'the',
  'this',
  'to',
  'with',
  'your',
  'you',
])

/** Reduces plural and singular forms to one stem: kurtas/kurta, dresses/dress, hoodies/hoodie. */
export function stem(word: string): string {
  if (word.length <= 3 || /[0-9]/.test(word)) return word
  let w = word
  if (/(ss|sh|ch|x|z)es$/.test(w)) w = w.slice(0, -2)
  else if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us')) w = w.slice(0, -1)
  if (w.endsWith('ie')) w = w.slice(0, -1)
  else if (/[^aeiou]y$/.test(w) && w.length > 3) w = `${w.slice(0, -1)}i`
  return w
}

/**
 * Lower-cases, drops accents and punctuation, and glues a lone letter to the next word so that
 * "t-shirt", "t shirt" and "tshirt" all become "tshirt". Returns words before stemming.
 */
export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/['\u2019]/g, '')
      // "t shirt", "t-shirt" -> "tshirt"; the words "a" and "i" only join across a hyphen ("a-line").
      .replace(/\b([b-hj-z])[\s-]+(?=[a-z0-9])/g, '$1')
      .replace(/\b([ai])-(?=[a-z0-9])/g, '$1')
      .split(/[^a-z0-9]+/)
      .filter(Boolean)
  )
}

/** Distinct index terms of a text, without stopwords. */
export function terms(text: string): string[] {
  return [
    ...new Set(
      words(text)
        .filter((w) => !STOPWORDS.has(w))
        .map(stem),
    ),
  ]
}

/** Optimal string alignment distance, stopping early once it exceeds 1. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true
  const la = a.length
  const lb = b.length
  if (Math.abs(la - lb) > 1) return false
  let i = 0
  while (i < la && i < lb && a[i] === b[i]) i++
  if (la === lb) {
    // one substitution, or one transposition of neighbours
    if (a.slice(i + 1) === b.slice(i + 1)) return true
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2)
  }
  // one insertion or deletion
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1)
}
