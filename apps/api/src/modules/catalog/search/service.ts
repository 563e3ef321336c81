import type { Db } from '../../../db/index.js'
import { rank, rankAll, type WordMatch } from './ranking.js'
import * as repo from './repo.js'
import { stem, terms, withinOneEdit, words } from './tokenize.js'

// Field weights: a word in the product name counts most, then its sub-category, category and
// description. Match factors: the exact word beats a prefix (last word while typing) and a typo.
const FIELD_WEIGHT = { name: 8, subCategory: 4, category: 2, description: 1 } as const
const MATCH = { exact: 10, prefix: 7, typo: 6 } as const
const TYPO_MIN_LENGTH = 5
const PREFIX_MAX_TERMS = 40
// Posting lists of recently searched terms stay in memory (8 bytes a posting).
const POSTINGS_CACHE_BYTES = 32 * 1024 * 1024

export type IndexableProduct = {
  id: number
  name: string
  description: string
  categories: string[]
  subCategories: string[]
}

/** Tells every server that bulk writes (the demo seed) changed the index. */
export const markIndexChanged = (db: Db) => repo.bumpIndexVersion(db)

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

/**
 * The search engine over the catalogue: one per app. It keeps the vocabulary and the posting lists
 * of recently searched terms in memory, and drops them whenever the index version in the database
 * moves (a catalogue write by this server or by another one sharing the database).
 */
export function createSearchEngine(db: Db) {
  let vocabulary: string[] = []
  let known = new Set<string>()
  let version = -1
  let loading: Promise<void> | null = null
  const postings = new Map<string, Promise<repo.Postings>>()
  let postingsBytes = 0

  function postingsOf(term: string): Promise<repo.Postings> {
    const cached = postings.get(term)
    if (cached) {
      postings.delete(term)
      postings.set(term, cached)
      return cached
    }
    const loaded = repo.findPostings(db, term)
    postings.set(term, loaded)
    loaded.then(
      (list) => {
        postingsBytes += list.ids.length * 8
        for (const [oldest, promise] of postings) {
          if (postingsBytes <= POSTINGS_CACHE_BYTES || oldest === term) break
          postings.delete(oldest)
          void promise.then((old) => (postingsBytes -= old.ids.length * 8))
        }
      },
      () => postings.delete(term),
    )
    return loaded
  }

  async function currentVocabulary(): Promise<string[]> {
    const latest = await repo.indexVersion(db)
    if (latest !== version) {
      loading ??= repo.listVocabulary(db).then(
        (list) => {
          vocabulary = list
          known = new Set(list)
          postings.clear()
          postingsBytes = 0
          version = latest
          loading = null
        },
        (error: unknown) => {
          loading = null
          throw error
        },
      )
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
  async function expand(text: string): Promise<WordMatch[]> {
    const queryWords = words(text)
    const vocab = await currentVocabulary()
    return queryWords.map((word, index) => {
      const term = stem(word)
      const match: WordMatch = new Map([[term, MATCH.exact]])
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

  async function matchWords(text: string) {
    const queryWords = await expand(text)
    return Promise.all(
      queryWords.map((match) =>
        Promise.all(
          [...match]
            .filter(([term]) => known.has(term))
            .map(async ([term, factor]) => ({ postings: await postingsOf(term), factor })),
        ),
      ),
    )
  }

  return {
    async find(text: string, page: { limit: number; offset: number }) {
      return rank(await matchWords(text), page)
    },
    /** Every product the text finds, best first: the candidates of a filtered search. */
    async findAll(text: string): Promise<Int32Array> {
      return rankAll(await matchWords(text))
    },
    async index(trx: Db, product: IndexableProduct) {
      await repo.replaceProductTerms(trx, product.id, weightedTerms(product))
    },
    async unindex(trx: Db, productId: number) {
      await repo.deleteProductTerms(trx, productId)
    },
  }
}

export type SearchEngine = ReturnType<typeof createSearchEngine>
