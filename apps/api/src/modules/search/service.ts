import type { Db } from '../../db/index.js'
import * as repo from './repo.js'
import { stem, terms, withinOneEdit, words } from './tokenize.js'

// Field weights: a word in the product name counts most, then its sub-category, category and
// description. Match factors: the exact word beats a prefix (last word while typing) and a typo.
const FIELD_WEIGHT = { name: 8, subCategory: 4, category: 2, description: 1 } as const
const MATCH = { exact: 10, prefix: 7, typo: 6 } as const
const TYPO_MIN_LENGTH = 5
const PREFIX_MAX_TERMS = 40
const VOCABULARY_TTL_MS = 30_000

export type IndexableProduct = {
  id: number
  name: string
  description: string
  categories: string[]
  subCategories: string[]
}

export function weightedTerms(product: IndexableProduct): repo.WeightedTerm[] {
  const weights = new Map<string, number>()
  const add = (text: string, weight: number) => {
    for (const term of terms(text)) weights.set(term, (weights.get(term) ?? 0) + weight)
  }
  add(product.name, FIELD_WEIGHT.name)
  add(product.subCategories.join(' '), FIELD_WEIGHT.subCategory)
  add(product.categories.join(' '), FIELD_WEIGHT.category)
  add(product.description, FIELD_WEIGHT.description)
  return [...weights].map(([term, weight]) => ({ term, weight }))
}

/** The search engine over the catalogue: one per app, holding the vocabulary in memory. */
export function createSearchEngine(db: Db) {
  let vocabulary: string[] = []
  let known = new Set<string>()
  let loadedAt = 0
  let loading: Promise<void> | null = null

  async function currentVocabulary(): Promise<string[]> {
    if (Date.now() - loadedAt > VOCABULARY_TTL_MS) {
      loading ??= repo.listVocabulary(db).then((list) => {
        vocabulary = list
        known = new Set(list)
        loadedAt = Date.now()
        loading = null
      })
      await loading
    }
    return vocabulary
  }

  function prefixMatches(vocab: string[], prefix: string): string[] {
    let lo = 0
    let hi = vocab.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if ((vocab[mid] as string) < prefix) lo = mid + 1
      else hi = mid
    }
    const found: string[] = []
    for (let i = lo; i < vocab.length && (vocab[i] as string).startsWith(prefix); i++) {
      found.push(vocab[i] as string)
    }
    return found.sort((a, b) => a.length - b.length).slice(0, PREFIX_MAX_TERMS)
  }

  /** For each query word, the index terms it may stand for and how well each matches. */
  async function expand(text: string): Promise<repo.WordMatch[]> {
    const queryWords = words(text)
    const vocab = await currentVocabulary()
    return queryWords.map((word, index) => {
      const term = stem(word)
      const match: repo.WordMatch = new Map([[term, MATCH.exact]])
      const isLast = index === queryWords.length - 1
      if (isLast) {
        for (const candidate of prefixMatches(vocab, term)) {
          if (!match.has(candidate)) match.set(candidate, MATCH.prefix)
        }
      }
      // A word the catalogue knows is taken as typed; only unknown words may be typos.
      if (word.length >= TYPO_MIN_LENGTH && !known.has(term)) {
        for (const candidate of vocab) {
          if (!match.has(candidate) && withinOneEdit(term, candidate))
            match.set(candidate, MATCH.typo)
        }
      }
      return match
    })
  }

  return {
    async find(text: string, page: { limit: number; offset: number }) {
      const queryWords = await expand(text)
      return repo.findMatches(db, queryWords, page)
    },
    async index(trx: Db, product: IndexableProduct) {
      const weighted = weightedTerms(product)
      await repo.replaceProductTerms(trx, product.id, weighted)
      if (weighted.some((t) => !known.has(t.term))) loadedAt = 0
    },
    async unindex(trx: Db, productId: number) {
      await repo.deleteProductTerms(trx, productId)
    },
    invalidate() {
      loadedAt = 0
    },
  }
}

export type SearchEngine = ReturnType<typeof createSearchEngine>
