// The listing's filters and counts, held in memory as columns: one slot per product, typed arrays
// for its price, discount, rating, colour and brand, and bit masks for its categories,
// sub-categories and the sizes it has in stock. A listing is one pass over its candidates that
// sorts each product into "passes every filter", "fails exactly one" (it counts for that filter's
// values only) or "fails more" (ignored): the rule that values of one filter are an OR and never
// zero each other, while different filters are an AND. Sorted pages walk a kept order per sort.

/** Slots are below this, so a slot fits beside a sort key in one float64 (decision 036). */
const SLOT_LIMIT = 2 ** 22
const NO_RATING = 255

export type SortKey = 'popular' | 'new' | 'price_asc' | 'price_desc' | 'discount'

export type ProductFacts = {
  id: number
  live: boolean
  /** What the shopper pays, in paise (whole rupees). */
  salePaise: number
  discount: number
  rating: number | null
  /** Palette index + 1; 0 for none. */
  colour: number
  brand: string | null
  createdAt: string
  categoryIds: number[]
  subCategoryIds: number[]
  sizesInStock: string[]
}

/** Strings to small codes, in first-seen order. */
class Dictionary {
  readonly values: string[] = []
  private readonly codes = new Map<string, number>()
  code(value: string): number {
    let code = this.codes.get(value)
    if (code === undefined) {
      code = this.values.length
      this.values.push(value)
      this.codes.set(value, code)
    }
    return code
  }
  find(value: string): number | undefined {
    return this.codes.get(value)
  }
}

/** A set of codes per slot, as `words` 32-bit words a slot. */
class MaskColumn<K extends string | number> {
  readonly dictionary = new Dictionary()
  words = 1
  bits: Uint32Array

  constructor(capacity: number) {
    this.bits = new Uint32Array(capacity)
  }

  grow(capacity: number) {
    const bits = new Uint32Array(capacity * this.words)
    bits.set(this.bits)
    this.bits = bits
  }

  /** Sets a slot's codes; true when they changed. */
  set(slot: number, values: K[], capacity: number): boolean {
    const codes = values.map((value) => this.dictionary.code(String(value)))
    const needed = Math.max(1, Math.ceil(this.dictionary.values.length / 32))
    if (needed > this.words) {
      const bits = new Uint32Array(capacity * needed)
      for (let s = 0; s < capacity; s++) {
        for (let w = 0; w < this.words; w++)
          bits[s * needed + w] = this.bits[s * this.words + w] as number
      }
      this.bits = bits
      this.words = needed
    }
    const mask = this.maskOf(codes)
    const base = slot * this.words
    let changed = false
    for (let w = 0; w < this.words; w++) {
      if (this.bits[base + w] === mask[w]) continue
      this.bits[base + w] = mask[w] as number
      changed = true
    }
    return changed
  }

  code(value: K): number | undefined {
    return this.dictionary.find(String(value))
  }

  /** A mask (one entry per word) of these codes. */
  maskOf(codes: number[]): Uint32Array {
    const mask = new Uint32Array(this.words)
    for (const code of codes) mask[code >>> 5] = (mask[code >>> 5] as number) | (1 << (code & 31))
    return mask
  }
}

export type FacetFilter = {
  /** Candidates' ids in relevance order (a search); otherwise every product. */
  ranked?: ArrayLike<number>
  category?: number
  subCategories?: number[]
  sizes?: string[]
  colours?: number[]
  brands?: string[]
  minPaise?: number
  maxPaise?: number
  discountMin?: number
  ratingMin?: number
}

export type FacetCounts = {
  size: Array<{ value: string; count: number }>
  colour: Array<{ code: number; count: number }>
  brand: Array<{ value: string; count: number }>
  subCategory: Array<{ id: number; count: number }>
  price: number[]
  discount: number[]
  rating: number[]
}

export type FacetAnswer = { ids: number[]; total: number; facets: FacetCounts }

const SIZE = 1
const COLOUR = 2
const BRAND = 4
const PRICE = 8
const DISCOUNT = 16
const RATING = 32
const SUB = 64

export type FacetIndexOptions = {
  priceBands: ReadonlyArray<{ min: number; max: number | null }>
  discountSteps: readonly number[]
  ratingSteps: readonly number[]
  colours: number
}

export function createFacetIndex(options: FacetIndexOptions) {
  let capacity = 1024
  let count = 0
  let ids = new Int32Array(capacity)
  let live = new Uint8Array(capacity)
  let price = new Int32Array(capacity)
  let discount = new Uint8Array(capacity)
  let rating = new Uint8Array(capacity)
  let colour = new Uint8Array(capacity)
  let brand = new Int32Array(capacity)
  let created = new Uint32Array(capacity)
  let sold = new Int32Array(capacity)
  // The price band each slot's price falls in, worked out when the price is set.
  let band = new Uint8Array(capacity)
  const brands = new Dictionary()
  const categories = new MaskColumn<number>(capacity)
  const subCategories = new MaskColumn<number>(capacity)
  const sizes = new MaskColumn<string>(capacity)
  let slotOfId = new Int32Array(1024).fill(-1)
  const orders = new Map<SortKey, Int32Array>()
  // The slots of each category, in slot order: a category page visits only its own products.
  // Cleared whenever a slot's categories change, a new product's included.
  const categorySlots = new Map<number, Int32Array>()
  // Scratch, reused between listings: which slots passed.
  let passed = new Uint8Array(capacity)

  // Upper rupee ends of the bands, in paise, for the band a price falls in.
  const bandMax = options.priceBands.map((band) =>
    band.max === null ? Number.POSITIVE_INFINITY : band.max * 100 + 99,
  )
  const bandOf = (paise: number) => {
    for (let b = 0; b < bandMax.length; b++) if (paise <= (bandMax[b] as number)) return b
    return bandMax.length - 1
  }

  function grow(to: number) {
    if (to >= SLOT_LIMIT) throw new Error('The catalogue outgrew the filter index')
    let next = capacity
    while (next <= to) next *= 2
    const widen = <T extends Int32Array | Uint8Array | Uint32Array>(
      array: T,
      make: (n: number) => T,
    ) => {
      const wider = make(next)
      wider.set(array)
      return wider
    }
    ids = widen(ids, (n) => new Int32Array(n))
    live = widen(live, (n) => new Uint8Array(n))
    price = widen(price, (n) => new Int32Array(n))
    discount = widen(discount, (n) => new Uint8Array(n))
    rating = widen(rating, (n) => new Uint8Array(n))
    colour = widen(colour, (n) => new Uint8Array(n))
    brand = widen(brand, (n) => new Int32Array(n))
    created = widen(created, (n) => new Uint32Array(n))
    sold = widen(sold, (n) => new Int32Array(n))
    band = widen(band, (n) => new Uint8Array(n))
    passed = new Uint8Array(next)
    capacity = next
    categories.grow(capacity)
    subCategories.grow(capacity)
    sizes.grow(capacity)
  }

  function slotFor(id: number): number {
    if (id >= slotOfId.length) {
      let length = slotOfId.length
      while (length <= id) length *= 2
      const wider = new Int32Array(length).fill(-1)
      wider.set(slotOfId)
      slotOfId = wider
    }
    let slot = slotOfId[id] as number
    if (slot === -1) {
      if (count >= capacity) grow(count)
      slot = count++
      slotOfId[id] = slot
      ids[slot] = id
      orders.clear()
    }
    return slot
  }

  function slotsOfCategory(code: number): Int32Array {
    let slots = categorySlots.get(code)
    if (slots) return slots
    const word = code >>> 5
    const bit = 1 << (code & 31)
    const words = categories.words
    const bits = categories.bits
    const found = new Int32Array(count)
    let n = 0
    for (let s = 0; s < count; s++)
      if (((bits[s * words + word] as number) & bit) !== 0) found[n++] = s
    slots = found.slice(0, n)
    categorySlots.set(code, slots)
    return slots
  }

  const secondsOf = (iso: string) => Math.max(0, Math.floor(Date.parse(iso) / 1000) - 1_700_000_000)

  /** Sort keys: ascending order of (key, slot) is the listing order. */
  function sortKey(sort: SortKey, slot: number): number {
    switch (sort) {
      case 'price_asc':
        return price[slot] as number
      case 'price_desc':
        return 2 ** 30 - (price[slot] as number)
      case 'discount':
        return 100 - (discount[slot] as number)
      case 'new':
        return 2 ** 30 - (created[slot] as number)
      case 'popular': {
        const stars = rating[slot] === NO_RATING ? 0 : (rating[slot] as number)
        return 2 ** 30 - (Math.min(sold[slot] as number, 2 ** 23) * 64 + stars)
      }
    }
  }

  /**
   * Every slot in listing order for a sort; ties go to the newer product (the later slot), so
   * pages never repeat or skip one.
   */
  function orderOf(sort: SortKey): Int32Array {
    let order = orders.get(sort)
    if (order) return order
    const keys = new Float64Array(count)
    for (let s = 0; s < count; s++) keys[s] = sortKey(sort, s) * SLOT_LIMIT + (SLOT_LIMIT - 1 - s)
    keys.sort()
    order = new Int32Array(count)
    for (let i = 0; i < count; i++) order[i] = SLOT_LIMIT - 1 - ((keys[i] as number) % SLOT_LIMIT)
    orders.set(sort, order)
    return order
  }

  return {
    get size() {
      return count
    },

    /** Adds or replaces what the index knows of one product. */
    put(product: ProductFacts) {
      const slot = slotFor(product.id)
      const salePaise = Math.min(Math.max(0, product.salePaise), 2 ** 30 - 1)
      const stars = product.rating === null ? NO_RATING : Math.round(product.rating * 10)
      const seconds = secondsOf(product.createdAt)
      if (
        price[slot] !== salePaise ||
        discount[slot] !== product.discount ||
        rating[slot] !== stars ||
        created[slot] !== seconds
      ) {
        orders.clear()
      }
      live[slot] = product.live ? 1 : 0
      price[slot] = salePaise
      band[slot] = bandOf(salePaise)
      discount[slot] = product.discount
      rating[slot] = stars
      colour[slot] = product.colour
      brand[slot] = product.brand === null ? -1 : brands.code(product.brand)
      created[slot] = seconds
      if (categories.set(slot, product.categoryIds, capacity)) categorySlots.clear()
      subCategories.set(slot, product.subCategoryIds, capacity)
      sizes.set(slot, product.sizesInStock, capacity)
    },

    /** Units sold per product id; products not named have sold none. */
    setSold(units: Map<number, number>) {
      const next = new Int32Array(capacity)
      for (const [id, n] of units) {
        const slot = id < slotOfId.length ? (slotOfId[id] as number) : -1
        if (slot !== -1) next[slot] = n
      }
      let changed = false
      for (let s = 0; s < count && !changed; s++) changed = next[s] !== sold[s]
      sold = next
      if (changed) orders.delete('popular')
    },

    knowsSize: (value: string) => sizes.code(value) !== undefined,
    knowsBrand: (value: string) => brands.find(value) !== undefined,
    knowsSubCategory: (id: number) => subCategories.code(id) !== undefined,

    /**
     * One page of a listing with the counts of every filter's values. `sort` undefined keeps the
     * order of `filter.ranked`.
     */
    query(
      filter: FacetFilter,
      sort: SortKey | undefined,
      page: { offset: number; limit: number },
    ): FacetAnswer {
      const catCode = filter.category === undefined ? undefined : categories.code(filter.category)
      const emptyBase = filter.category !== undefined && catCode === undefined
      const catWord = catCode === undefined ? 0 : catCode >>> 5
      const catBit = catCode === undefined ? 0 : 1 << (catCode & 31)
      const catWords = categories.words

      const sizeWords = sizes.words
      const sizeCodes = (filter.sizes ?? []).flatMap((v) => {
        const code = sizes.code(v)
        return code === undefined ? [] : [code]
      })
      const sizeMask = sizes.maskOf(sizeCodes)
      const subWords = subCategories.words
      const subCodes = (filter.subCategories ?? []).flatMap((v) => {
        const code = subCategories.code(v)
        return code === undefined ? [] : [code]
      })
      const subMask = subCategories.maskOf(subCodes)
      const colourWanted = new Uint8Array(256)
      for (const c of filter.colours ?? []) colourWanted[c] = 1
      const brandWanted = new Uint8Array(brands.values.length + 1)
      for (const b of filter.brands ?? []) {
        const code = brands.find(b)
        if (code !== undefined) brandWanted[code] = 1
      }
      const useSize = filter.sizes !== undefined
      const useSub = filter.subCategories !== undefined
      const useColour = filter.colours !== undefined
      const useBrand = filter.brands !== undefined
      const minPaise = filter.minPaise ?? 0
      const maxPaise = filter.maxPaise ?? Number.POSITIVE_INFINITY
      const usePrice = filter.minPaise !== undefined || filter.maxPaise !== undefined
      const discountMin = filter.discountMin ?? 0
      const ratingMin = filter.ratingMin === undefined ? 0 : filter.ratingMin * 10

      const sizeCounts = new Int32Array(sizeWords * 32)
      const sizeSeen = new Uint32Array(sizeWords)
      const subCounts = new Int32Array(subWords * 32)
      const subSeen = new Uint32Array(subWords)
      const colourCounts = new Int32Array(256)
      const colourSeen = new Uint8Array(256)
      const brandCounts = new Int32Array(brands.values.length + 1)
      const brandSeen = new Uint8Array(brands.values.length + 1)
      const bandCounts = new Int32Array(bandMax.length)
      const discountHist = new Int32Array(101)
      const ratingHist = new Int32Array(256)

      const ranked: number[] = []
      let total = 0

      // Columns in locals: the pass below is the hot loop of every listing.
      const isLive = live
      const prices = price
      const bands = band
      const discounts = discount
      const ratings = rating
      const colours = colour
      const brandOf = brand
      const catBits = categories.bits
      const sizeBits = sizes.bits
      const subBits = subCategories.bits
      const passedSlots = passed
      // A search's matches are visited in rank order, each id looked up as it comes; a category
      // page visits its category's slots; anything else, every slot.
      const rankedIds = filter.ranked
      const slotOf = slotOfId
      const inCategory = rankedIds || catCode === undefined ? undefined : slotsOfCategory(catCode)
      const candidates = emptyBase ? 0 : (rankedIds?.length ?? inCategory?.length ?? count)
      for (let i = 0; i < candidates; i++) {
        const id = rankedIds ? (rankedIds[i] as number) : 0
        const s = rankedIds
          ? id < slotOf.length
            ? (slotOf[id] as number)
            : -1
          : inCategory
            ? (inCategory[i] as number)
            : i
        if (s === -1) continue
        if (isLive[s] === 0) continue
        if (
          catCode !== undefined &&
          !inCategory &&
          ((catBits[s * catWords + catWord] as number) & catBit) === 0
        )
          continue
        const sizeBase = s * sizeWords
        const subBase = s * subWords
        for (let w = 0; w < sizeWords; w++)
          sizeSeen[w] = (sizeSeen[w] as number) | (sizeBits[sizeBase + w] as number)
        for (let w = 0; w < subWords; w++)
          subSeen[w] = (subSeen[w] as number) | (subBits[subBase + w] as number)
        const c = colours[s] as number
        colourSeen[c] = 1
        const b = brandOf[s] as number
        if (b >= 0) brandSeen[b] = 1

        let fail = 0
        if (useSize) {
          let hit = false
          for (let w = 0; w < sizeWords && !hit; w++)
            hit = ((sizeBits[sizeBase + w] as number) & (sizeMask[w] as number)) !== 0
          if (!hit) fail |= SIZE
        }
        if (useSub) {
          let hit = false
          for (let w = 0; w < subWords && !hit; w++)
            hit = ((subBits[subBase + w] as number) & (subMask[w] as number)) !== 0
          if (!hit) fail |= SUB
        }
        if (useColour && colourWanted[c] === 0) fail |= COLOUR
        if (useBrand && (b < 0 || brandWanted[b] === 0)) fail |= BRAND
        const p = prices[s] as number
        if (usePrice && (p < minPaise || p > maxPaise)) fail |= PRICE
        const d = discounts[s] as number
        if (d < discountMin) fail |= DISCOUNT
        const r = ratings[s] as number
        const stars = r === NO_RATING ? 0 : r
        if (stars < ratingMin) fail |= RATING
        if (fail !== 0 && (fail & (fail - 1)) !== 0) continue

        if (fail === 0) {
          total++
          passedSlots[s] = 1
          if (sort === undefined && ranked.length < page.offset + page.limit) ranked.push(s)
        }
        if (fail === 0 || fail === SIZE) {
          for (let w = 0; w < sizeWords; w++) {
            let m = sizeBits[sizeBase + w] as number
            while (m !== 0) {
              const low = m & -m
              const code = w * 32 + 31 - Math.clz32(low)
              sizeCounts[code] = (sizeCounts[code] as number) + 1
              m ^= low
            }
          }
        }
        if (fail === 0 || fail === SUB) {
          for (let w = 0; w < subWords; w++) {
            let m = subBits[subBase + w] as number
            while (m !== 0) {
              const low = m & -m
              const code = w * 32 + 31 - Math.clz32(low)
              subCounts[code] = (subCounts[code] as number) + 1
              m ^= low
            }
          }
        }
        if (fail === 0 || fail === COLOUR) colourCounts[c] = (colourCounts[c] as number) + 1
        if ((fail === 0 || fail === BRAND) && b >= 0)
          brandCounts[b] = (brandCounts[b] as number) + 1
        if (fail === 0 || fail === PRICE) {
          const inBand = bands[s] as number
          bandCounts[inBand] = (bandCounts[inBand] as number) + 1
        }
        if (fail === 0 || fail === DISCOUNT) discountHist[d] = (discountHist[d] as number) + 1
        if (fail === 0 || fail === RATING) ratingHist[stars] = (ratingHist[stars] as number) + 1
      }

      // The page: in relevance order as visited, or by walking the sort's kept order.
      const pageSlots: number[] = []
      if (sort === undefined) {
        pageSlots.push(...ranked.slice(page.offset, page.offset + page.limit))
      } else if (total > page.offset) {
        const order = orderOf(sort)
        let skipped = 0
        for (let i = 0; i < order.length && pageSlots.length < page.limit; i++) {
          const s = order[i] as number
          if (passed[s] === 0) continue
          if (skipped < page.offset) skipped++
          else pageSlots.push(s)
        }
      }
      if (total > 0) passed.fill(0, 0, count)

      const cumulative = (hist: Int32Array, steps: readonly number[], scale: number) =>
        steps.map((step) => {
          let sum = 0
          for (let v = step * scale; v < hist.length; v++) sum += hist[v] as number
          return sum
        })

      const seenCodes = (seen: Uint32Array, counts: Int32Array) => {
        const found: Array<{ code: number; count: number }> = []
        for (let w = 0; w < seen.length; w++) {
          let m = seen[w] as number
          while (m !== 0) {
            const low = m & -m
            const code = w * 32 + 31 - Math.clz32(low)
            found.push({ code, count: counts[code] as number })
            m ^= low
          }
        }
        return found
      }

      const wantedSizes = new Set(filter.sizes ?? [])
      const wantedSubs = new Set(filter.subCategories ?? [])
      const wantedColours = new Set(filter.colours ?? [])
      const wantedBrands = new Set(filter.brands ?? [])
      return {
        ids: pageSlots.map((s) => ids[s] as number),
        total,
        facets: {
          size: [
            ...seenCodes(sizeSeen, sizeCounts).map(({ code, count }) => ({
              value: sizes.dictionary.values[code] as string,
              count,
            })),
            ...[...wantedSizes]
              .filter((value) => {
                const code = sizes.code(value)
                return (
                  code === undefined ||
                  (((sizeSeen[code >>> 5] as number) >>> (code & 31)) & 1) === 0
                )
              })
              .map((value) => ({ value, count: 0 })),
          ],
          subCategory: [
            ...seenCodes(subSeen, subCounts).map(({ code, count }) => ({
              id: Number(subCategories.dictionary.values[code]),
              count,
            })),
            ...[...wantedSubs]
              .filter((id) => {
                const code = subCategories.code(id)
                return (
                  code === undefined ||
                  (((subSeen[code >>> 5] as number) >>> (code & 31)) & 1) === 0
                )
              })
              .map((id) => ({ id, count: 0 })),
          ],
          colour: Array.from({ length: options.colours }, (_, i) => i + 1)
            .filter((code) => colourSeen[code] === 1 || wantedColours.has(code))
            .map((code) => ({ code, count: colourCounts[code] as number })),
          brand: brands.values
            .map((value, code) => ({ value, code, count: brandCounts[code] as number }))
            .filter(({ value, code }) => brandSeen[code] === 1 || wantedBrands.has(value))
            .map(({ value, count }) => ({ value, count })),
          price: [...bandCounts],
          discount: cumulative(discountHist, options.discountSteps, 1),
          rating: cumulative(ratingHist, options.ratingSteps, 10),
        },
      }
    },
  }
}

export type FacetIndex = ReturnType<typeof createFacetIndex>
