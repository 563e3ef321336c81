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
 * posting lists, where maps of tens of thousands of entries cost tens of milliseconds. A page
 * needs only its own keys in order, not every match: they are picked, not sorted out of all.
 */
export function rank(
  words: Array<Array<{ postings: Postings; factor: number }>>,
  { limit, offset }: { limit: number; offset: number },
): { ids: number[]; total: number } {
  const matched = matchedKeys(words)
  const best = largest(matched, offset + limit)
  const ids: number[] = []
  for (let i = offset; i < best.length; i++) ids.push((best[i] as number) % ID_SHIFT)
  return { ids, total: matched.length }
}

/**
 * Every product matching every query word, best first (the same order as `rank`), in a typed
 * array: a broad word matches tens of thousands, which the garbage collector need not copy.
 */
export function rankAll(words: Array<Array<{ postings: Postings; factor: number }>>): Int32Array {
  const matched = matchedKeys(words).sort()
  const ids = new Int32Array(matched.length)
  for (let i = 0; i < matched.length; i++) {
    ids[i] = (matched[matched.length - 1 - i] as number) % ID_SHIFT
  }
  return ids
}

/** The `k` largest keys, largest first. */
function largest(keys: Float64Array, k: number): Float64Array {
  // Past a quarter of the keys, sorting them all is as cheap as picking.
  if (k * 4 >= keys.length) return keys.slice().sort().reverse().subarray(0, k)
  const top = new Float64Array(k).fill(-1)
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as number
    if (key <= (top[k - 1] as number)) continue
    let at = k - 1
    while (at > 0 && (top[at - 1] as number) < key) {
      top[at] = top[at - 1] as number
      at--
    }
    top[at] = key
  }
  return top
}

/**
 * Score arrays indexed by product id, one per query word, reused from search to search: a fresh
 * array per word per search made the garbage collector stop for whole megabytes each time.
 * Every entry is zero between searches (a search clears what it set).
 */
const scratch: Float32Array[] = []
function scoresFor(word: number, size: number): Float32Array {
  let scores = scratch[word]
  if (!scores || scores.length < size) {
    scores = new Float32Array(Math.ceil(size * 1.25))
    scratch[word] = scores
  }
  return scores
}

/** score * 2^32 + id of each matching product, in no particular order. */
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

  const perWord = words.map((candidates, word) => {
    const scores = scoresFor(word, maxId + 1)
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
  try {
    const smallest = perWord.reduce((a, b) => (b.postingsCount < a.postingsCount ? b : a))
    const others = perWord.filter((word) => word !== smallest)
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
    return keys.subarray(0, count)
  } finally {
    for (const { scores, candidates } of perWord) {
      for (const { postings } of candidates) for (const id of postings.ids) scores[id] = 0
    }
  }
}
