import type { Postings } from './repo.js'

/** Candidate terms of one query word, each with the factor its kind of match earns. */
export type WordMatch = Map<string, number>

const ID_SHIFT = 4_294_967_296

/**
 * Products matching every query word, best first. A product's score is, for each word, its best
 * (field weight x match factor) over the word's candidate terms, summed over the words; ties go to
 * the newest product.
 *
 * Scores are kept in one typed array per word, indexed by product id: a few tight loops over the
 * posting lists, where maps of tens of thousands of entries cost tens of milliseconds.
 */
export function rank(
  words: Array<Array<{ postings: Postings; factor: number }>>,
  { limit, offset }: { limit: number; offset: number },
): { ids: number[]; total: number } {
  const matched = matchedKeys(words)
  const ids: number[] = []
  for (let i = matched.length - 1 - offset; i >= 0 && ids.length < limit; i--) {
    ids.push((matched[i] as number) % ID_SHIFT)
  }
  return { ids, total: matched.length }
}

/** Every product matching every query word, best first (the same order as `rank`). */
export function rankAll(words: Array<Array<{ postings: Postings; factor: number }>>): number[] {
  const matched = matchedKeys(words)
  const ids = new Array<number>(matched.length)
  for (let i = 0; i < matched.length; i++) {
    ids[i] = (matched[matched.length - 1 - i] as number) % ID_SHIFT
  }
  return ids
}

/** score * 2^32 + id of each matching product, ascending. */
function matchedKeys(words: Array<Array<{ postings: Postings; factor: number }>>): Float64Array {
  if (words.length === 0) return new Float64Array(0)
  let maxId = 0
  for (const candidates of words) {
    for (const { postings } of candidates) {
      // Posting lists are sorted by product id: the last one is the largest.
      const last = postings.ids[postings.ids.length - 1]
      if (last !== undefined && last > maxId) maxId = last
    }
  }

  const perWord = words.map((candidates) => {
    const scores = new Float32Array(maxId + 1)
    let postingsCount = 0
    for (const { postings, factor } of candidates) {
      const { ids, weights } = postings
      postingsCount += ids.length
      for (let i = 0; i < ids.length; i++) {
        const id = ids[i] as number
        const score = (weights[i] as number) * factor
        if (score > (scores[id] as number)) scores[id] = score
      }
    }
    return { scores, candidates, postingsCount }
  })
  perWord.sort((a, b) => a.postingsCount - b.postingsCount)
  const [smallest, ...others] = perWord
  if (!smallest || smallest.postingsCount === 0) return new Float64Array(0)

  // score * 2^32 + id orders by score, then id, in one numeric sort.
  const keys = new Float64Array(smallest.postingsCount)
  let count = 0
  for (const { postings } of smallest.candidates) {
    for (const id of postings.ids) {
      let total = smallest.scores[id] as number
      // Zero: no match, or already counted through another candidate term of this word.
      if (total === 0) continue
      smallest.scores[id] = 0
      for (const other of others) {
        const score = other.scores[id] as number
        if (score === 0) {
          total = 0
          break
        }
        total += score
      }
      if (total > 0) keys[count++] = total * ID_SHIFT + id
    }
  }
  return keys.subarray(0, count).sort()
}
