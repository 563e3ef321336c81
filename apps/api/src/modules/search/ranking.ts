import type { Postings } from './repo.js'

/** Candidate terms of one query word, each with the factor its kind of match earns. */
export type WordMatch = Map<string, number>

/**
 * Products matching every query word, best first. A product's score is, for each word, its best
 * (field weight x match factor) over the word's candidate terms, summed over the words; ties go to
 * the newest product.
 */
export function rank(
  words: Array<Array<{ postings: Postings; factor: number }>>,
  { limit, offset }: { limit: number; offset: number },
): { ids: number[]; total: number } {
  if (words.length === 0) return { ids: [], total: 0 }
  const perWord = words.map((candidates) => {
    const best = new Map<number, number>()
    for (const { postings, factor } of candidates) {
      const { ids, weights } = postings
      for (let i = 0; i < ids.length; i++) {
        const id = ids[i] as number
        const score = (weights[i] as number) * factor
        const seen = best.get(id)
        if (seen === undefined || score > seen) best.set(id, score)
      }
    }
    return best
  })
  perWord.sort((a, b) => a.size - b.size)
  const [smallest, ...others] = perWord
  if (!smallest || smallest.size === 0) return { ids: [], total: 0 }

  // score * 2^32 + id orders by score, then id, in one numeric sort.
  const keys = new Float64Array(smallest.size)
  let count = 0
  for (const [id, score] of smallest) {
    let total = score
    let everyWord = true
    for (const other of others) {
      const s = other.get(id)
      if (s === undefined) {
        everyWord = false
        break
      }
      total += s
    }
    if (everyWord) keys[count++] = total * 4_294_967_296 + id
  }
  const matched = keys.subarray(0, count).sort()
  const ids: number[] = []
  for (let i = count - 1 - offset; i >= 0 && ids.length < limit; i--) {
    ids.push((matched[i] as number) % 4_294_967_296)
  }
  return { ids, total: count }
}
