import { type ReactNode, useEffect, useState } from 'react'
import {
  BROWSE_SORT_LABELS,
  BROWSE_SORTS,
  type BrowseSort,
  type Facets,
  PRICE_MAX_RUPEES,
  formatWhole,
} from '@store/contract'
import { Modal } from '@/components/modal'
import { formatRupees } from '@/lib/format'
import { swatch } from '@/lib/swatch'
import { type Filters, NO_FILTERS, activeFilterCount, defaultSort, priceText } from '@/lib/listing'

export const bandLabel = (min: number, max: number | null) =>
  max === null
    ? `${formatRupees(min)} and above`
    : min === 0
      ? `Under ${formatRupees(max + 1)}`
      : `${formatRupees(min)} – ${formatRupees(max)}`

const priceLabel = (price: NonNullable<Filters['price']>) =>
  price.min !== undefined && price.max !== undefined
    ? `${formatRupees(price.min)} – ${formatRupees(price.max)}`
    : price.min !== undefined
      ? `${formatRupees(price.min)} and above`
      : `Up to ${formatRupees(price.max ?? 0)}`

const toggle = (list: string[], value: string) =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value]

type Section = {
  key: 'sub' | 'size' | 'price' | 'colour' | 'discount' | 'rating' | 'brand'
  title: string
  picked: number
}

function sectionsOf(facets: Facets, filters: Filters, subCategories: boolean): Section[] {
  const sections: Section[] = []
  if (subCategories && facets.subCategory.length > 0)
    sections.push({ key: 'sub', title: 'Categories', picked: filters.sub.length })
  sections.push({ key: 'size', title: 'Size', picked: filters.size.length })
  sections.push({ key: 'price', title: 'Price', picked: filters.price ? 1 : 0 })
  if (facets.colour.length > 0 || filters.colour.length > 0)
    sections.push({ key: 'colour', title: 'Colour', picked: filters.colour.length })
  sections.push({ key: 'discount', title: 'Discount', picked: filters.discount === null ? 0 : 1 })
  sections.push({
    key: 'rating',
    title: 'Customer rating',
    picked: filters.rating === null ? 0 : 1,
  })
  if (facets.brand.length > 0 || filters.brand.length > 0)
    sections.push({ key: 'brand', title: 'Brand', picked: filters.brand.length })
  return sections
}

function Check({
  checked,
  disabled = false,
  onChange,
  children,
  type = 'checkbox',
  name,
}: {
  checked: boolean
  disabled?: boolean
  onChange: () => void
  children: ReactNode
  type?: 'checkbox' | 'radio'
  name?: string
}) {
  return (
    <label
      className={`flex min-h-9 cursor-pointer items-center gap-2 text-sm ${disabled ? 'cursor-not-allowed text-stone-400' : 'text-stone-700'}`}
    >
      <input
        type={type}
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        className="size-4 accent-brand-600"
      />
      {children}
    </label>
  )
}

const Count = ({ n }: { n: number }) => (
  <span className="text-xs text-stone-500">({formatWhole(n)})</span>
)

function PriceRange({ filters, onChange }: { filters: Filters; onChange: (f: Filters) => void }) {
  const [min, setMin] = useState(filters.price?.min?.toString() ?? '')
  const [max, setMax] = useState(filters.price?.max?.toString() ?? '')
  const valid = (text: string) =>
    text === '' || (/^\d{1,8}$/.test(text) && Number(text) <= PRICE_MAX_RUPEES)
  const ok =
    valid(min) &&
    valid(max) &&
    (min !== '' || max !== '') &&
    (min === '' || max === '' || Number(min) <= Number(max))
  return (
    <form
      className="mt-2 flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        if (!ok) return
        onChange({
          ...filters,
          price: {
            ...(min === '' ? {} : { min: Number(min) }),
            ...(max === '' ? {} : { max: Number(max) }),
          },
        })
      }}
    >
      <label className="flex flex-col text-xs text-stone-500">
        Min ₹
        <input
          inputMode="numeric"
          value={min}
          onChange={(e) => setMin(e.target.value.trim())}
          className="w-20 rounded-md border border-stone-300 px-2 py-1 text-sm text-stone-900"
        />
      </label>
      <label className="flex flex-col text-xs text-stone-500">
        Max ₹
        <input
          inputMode="numeric"
          value={max}
          onChange={(e) => setMax(e.target.value.trim())}
          className="w-20 rounded-md border border-stone-300 px-2 py-1 text-sm text-stone-900"
        />
      </label>
      <button
        type="submit"
        disabled={!ok}
        className="rounded-md border border-stone-300 px-2 py-1 text-sm font-medium disabled:opacity-40"
      >
        Go
      </button>
    </form>
  )
}

/** The values of one filter, with how many products each would give. */
function SectionValues({
  section,
  facets,
  filters,
  onChange,
}: {
  section: Section['key']
  facets: Facets
  filters: Filters
  onChange: (f: Filters) => void
}) {
  switch (section) {
    case 'sub':
      return (
        <div>
          {facets.subCategory.map((sub) => (
            <Check
              key={sub.value}
              checked={filters.sub.includes(sub.value)}
              disabled={sub.count === 0 && !filters.sub.includes(sub.value)}
              onChange={() => onChange({ ...filters, sub: toggle(filters.sub, sub.value) })}
            >
              {sub.name} <Count n={sub.count} />
            </Check>
          ))}
        </div>
      )
    case 'size':
      return (
        <div className="flex flex-wrap gap-2">
          {facets.size.map((size) => {
            const on = filters.size.includes(size.value)
            const empty = size.count === 0 && !on
            return (
              <button
                key={size.value}
                type="button"
                aria-pressed={on}
                disabled={empty}
                onClick={() => onChange({ ...filters, size: toggle(filters.size, size.value) })}
                className={`min-h-9 min-w-11 rounded-full border px-3 text-sm ${
                  on
                    ? 'border-brand-600 bg-brand-50 font-semibold text-brand-700'
                    : empty
                      ? 'border-stone-200 text-stone-300'
                      : 'border-stone-300 text-stone-700 hover:border-stone-500'
                }`}
              >
                {/* The count beside the size, as the other filters show theirs: a phone has no hover. */}
                <span className={empty ? 'line-through' : undefined}>{size.value}</span>{' '}
                <span
                  className={`text-xs font-normal ${on ? 'text-brand-600' : empty ? '' : 'text-stone-500'}`}
                >
                  ({formatWhole(size.count)})
                </span>
              </button>
            )
          })}
          {facets.size.length === 0 && <p className="text-sm text-stone-500">No sizes in stock</p>}
        </div>
      )
    case 'price':
      return (
        <div>
          {facets.price.map((band) => {
            const on =
              filters.price?.min === band.min && filters.price.max === (band.max ?? undefined)
            return (
              <Check
                key={band.min}
                type="radio"
                name="price"
                checked={on}
                disabled={band.count === 0 && !on}
                onChange={() =>
                  onChange({
                    ...filters,
                    price: band.max === null ? { min: band.min } : { min: band.min, max: band.max },
                  })
                }
              >
                {bandLabel(band.min, band.max)} <Count n={band.count} />
              </Check>
            )
          })}
          {/* A new price from elsewhere (a chip, Back) starts the boxes afresh. */}
          <PriceRange
            key={filters.price ? priceText(filters.price) : ''}
            filters={filters}
            onChange={onChange}
          />
        </div>
      )
    case 'colour':
      return (
        <div>
          {facets.colour.map((colour) => {
            const on = filters.colour.includes(colour.value)
            return (
              <Check
                key={colour.value}
                checked={on}
                disabled={colour.count === 0 && !on}
                onChange={() =>
                  onChange({ ...filters, colour: toggle(filters.colour, colour.value) })
                }
              >
                <span
                  aria-hidden="true"
                  className="inline-block size-4 rounded-full border border-stone-300"
                  style={{ background: swatch(colour.name) }}
                />
                {colour.name} <Count n={colour.count} />
              </Check>
            )
          })}
        </div>
      )
    case 'discount':
      return (
        <div>
          {facets.discount.map((step) => (
            <Check
              key={step.value}
              type="radio"
              name="discount"
              checked={filters.discount === step.value}
              disabled={step.count === 0 && filters.discount !== step.value}
              onChange={() => onChange({ ...filters, discount: step.value })}
            >
              {step.value}% and above <Count n={step.count} />
            </Check>
          ))}
        </div>
      )
    case 'rating':
      return (
        <div>
          {facets.rating.map((step) => (
            <Check
              key={step.value}
              type="radio"
              name="rating"
              checked={filters.rating === step.value}
              disabled={step.count === 0 && filters.rating !== step.value}
              onChange={() => onChange({ ...filters, rating: step.value })}
            >
              {step.value}★ &amp; above <Count n={step.count} />
            </Check>
          ))}
        </div>
      )
    case 'brand':
      return (
        <div className="max-h-72 overflow-y-auto">
          {facets.brand.map((brand) => {
            const on = filters.brand.includes(brand.value)
            return (
              <Check
                key={brand.value}
                checked={on}
                disabled={brand.count === 0 && !on}
                onChange={() => onChange({ ...filters, brand: toggle(filters.brand, brand.value) })}
              >
                {brand.value} <Count n={brand.count} />
              </Check>
            )
          })}
        </div>
      )
  }
}

type PanelProps = {
  facets: Facets
  filters: Filters
  onChange: (filters: Filters) => void
  /** A category page offers its sub-categories as a filter. */
  subCategories?: boolean
}

/** Desktop: the left column of filters. */
export function FilterColumn({ facets, filters, onChange, subCategories = false }: PanelProps) {
  const sections = sectionsOf(facets, filters, subCategories)
  return (
    <aside aria-label="Filters" className="space-y-1">
      <div className="flex items-baseline justify-between">
        <h2 className="text-sm font-bold tracking-wide uppercase">Filters</h2>
        {activeFilterCount(filters) > 0 && (
          <button
            type="button"
            onClick={() => onChange({ ...NO_FILTERS, sort: filters.sort })}
            className="tap-target text-sm font-medium text-brand-600"
          >
            Clear all
          </button>
        )}
      </div>
      {sections.map((section) => (
        <section
          key={section.key}
          aria-label={section.title}
          className="border-b border-stone-200 py-3"
        >
          <h3 className="mb-2 text-sm font-semibold">{section.title}</h3>
          <SectionValues
            section={section.key}
            facets={facets}
            filters={filters}
            onChange={onChange}
          />
        </section>
      ))}
    </aside>
  )
}

/** The active filters as removable chips, with 'Clear all'. */
export function FilterChips({ facets, filters, onChange }: Omit<PanelProps, 'subCategories'>) {
  const chips: Array<{ key: string; label: string; next: Filters }> = [
    ...filters.sub.map((id) => ({
      key: `sub:${id}`,
      label: facets.subCategory.find((s) => s.value === id)?.name ?? id,
      next: { ...filters, sub: filters.sub.filter((v) => v !== id) },
    })),
    ...filters.size.map((size) => ({
      key: `size:${size}`,
      label: `Size ${size}`,
      next: { ...filters, size: filters.size.filter((v) => v !== size) },
    })),
    ...(filters.price
      ? [{ key: 'price', label: priceLabel(filters.price), next: { ...filters, price: null } }]
      : []),
    ...filters.colour.map((slug) => ({
      key: `colour:${slug}`,
      label: facets.colour.find((c) => c.value === slug)?.name ?? slug,
      next: { ...filters, colour: filters.colour.filter((v) => v !== slug) },
    })),
    ...(filters.discount === null
      ? []
      : [
          {
            key: 'discount',
            label: `${filters.discount}% and above`,
            next: { ...filters, discount: null },
          },
        ]),
    ...(filters.rating === null
      ? []
      : [
          {
            key: 'rating',
            label: `${filters.rating}★ & above`,
            next: { ...filters, rating: null },
          },
        ]),
    ...filters.brand.map((brand) => ({
      key: `brand:${brand}`,
      label: brand,
      next: { ...filters, brand: filters.brand.filter((v) => v !== brand) },
    })),
  ]
  if (chips.length === 0) return null
  return (
    <ul aria-label="Active filters" className="flex flex-wrap items-center gap-2">
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            onClick={() => onChange(chip.next)}
            aria-label={`Remove ${chip.label}`}
            className="flex items-center gap-1 rounded-full border border-stone-300 bg-white px-3 py-1 text-sm text-stone-700 hover:border-stone-500"
          >
            {chip.label} <span aria-hidden="true">✕</span>
          </button>
        </li>
      ))}
      <li>
        <button
          type="button"
          onClick={() => onChange({ ...NO_FILTERS, sort: filters.sort })}
          className="px-2 py-1 text-sm font-medium text-brand-600"
        >
          Clear all
        </button>
      </li>
    </ul>
  )
}

const sortsFor = (search: boolean) => BROWSE_SORTS.filter((sort) => search || sort !== 'relevance')

/** Desktop: 'Sort by' as a select. */
export function SortSelect({
  sort,
  search,
  onChange,
}: {
  sort: BrowseSort
  search: boolean
  onChange: (sort: BrowseSort) => void
}) {
  return (
    <label className="hidden items-center gap-2 text-sm md:flex">
      Sort by
      <select
        value={sort}
        onChange={(e) => onChange(e.target.value as BrowseSort)}
        className="rounded-md border border-stone-300 bg-white px-2 py-1.5"
      >
        {sortsFor(search).map((value) => (
          <option key={value} value={value}>
            {BROWSE_SORT_LABELS[value]}
          </option>
        ))}
      </select>
    </label>
  )
}

type PhoneBarProps = PanelProps & {
  sort: BrowseSort
  search: boolean
  /** Counts for a draft of filters, before they are applied: the live count on 'Apply'. */
  preview: (draft: Filters, signal: AbortSignal) => Promise<{ totalCount: number; facets: Facets }>
}

/** Phone: a sticky 'Sort' and 'Filter' bar at the bottom, each opening a sheet. */
export function PhoneFilterBar({
  facets,
  filters,
  onChange,
  subCategories = false,
  sort,
  search,
  preview,
}: PhoneBarProps) {
  const [open, setOpen] = useState<'sort' | 'filter' | null>(null)
  const active = activeFilterCount(filters)
  const sorted = sort !== defaultSort(search)
  // The cart's bar moves up above this one while it is shown.
  useEffect(() => {
    const root = document.documentElement.style
    root.setProperty('--phone-bar-height', '2.875rem')
    return () => {
      root.removeProperty('--phone-bar-height')
    }
  }, [])
  return (
    <>
      <div className="fixed inset-x-0 bottom-0 z-30 grid h-[2.875rem] grid-cols-2 border-t border-stone-200 bg-white md:hidden">
        <button
          type="button"
          onClick={() => setOpen('sort')}
          // A sort other than the listing's own shows under the word, as Filter shows its count.
          aria-label={sorted ? `Sort by ${BROWSE_SORT_LABELS[sort]}` : undefined}
          className="flex min-w-0 flex-col items-center justify-center text-sm leading-tight font-semibold"
        >
          Sort
          {sorted && (
            <span className="max-w-full truncate px-2 text-xs font-medium text-brand-600">
              {BROWSE_SORT_LABELS[sort]}
            </span>
          )}
        </button>
        <button
          type="button"
          onClick={() => setOpen('filter')}
          className="border-l border-stone-200 py-3 text-sm font-semibold"
        >
          Filter{active > 0 ? ` (${active})` : ''}
        </button>
      </div>
      {open === 'sort' && (
        <Modal title="Sort by" placement="sheet" onClose={() => setOpen(null)}>
          <div className="p-4">
            {sortsFor(search).map((value) => (
              <Check
                key={value}
                type="radio"
                name="sort-sheet"
                checked={sort === value}
                onChange={() => {
                  onChange({ ...filters, sort: value })
                  setOpen(null)
                }}
              >
                {BROWSE_SORT_LABELS[value]}
              </Check>
            ))}
          </div>
        </Modal>
      )}
      {open === 'filter' && (
        <FilterSheet
          facets={facets}
          filters={filters}
          subCategories={subCategories}
          preview={preview}
          onClose={() => setOpen(null)}
          onApply={(next) => {
            onChange(next)
            setOpen(null)
          }}
        />
      )}
    </>
  )
}

/** Full screen: filter names on the left, values on the right, 'Apply' with the live count. */
function FilterSheet({
  facets: appliedFacets,
  filters,
  subCategories,
  preview,
  onClose,
  onApply,
}: {
  facets: Facets
  filters: Filters
  subCategories: boolean
  preview: PhoneBarProps['preview']
  onClose: () => void
  onApply: (filters: Filters) => void
}) {
  const [draft, setDraft] = useState(filters)
  const [live, setLive] = useState<{
    draft: Filters
    totalCount: number
    facets: Facets
  } | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    const timer = setTimeout(() => {
      preview(draft, controller.signal).then(
        (answer) => setLive({ draft, ...answer }),
        () => undefined,
      )
    }, 150)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [draft, preview])
  const facets = live?.facets ?? appliedFacets
  const sections = sectionsOf(facets, draft, subCategories)
  const [current, setCurrent] = useState<Section['key']>(sections[0]?.key ?? 'size')

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
    }
    document.addEventListener('keydown', onKey)
    const overflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    return () => {
      document.removeEventListener('keydown', onKey)
      document.body.style.overflow = overflow
    }
  }, [onClose])

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label="Filters"
      className="fixed inset-0 z-50 flex flex-col bg-white"
    >
      <div className="flex items-center justify-between border-b border-stone-200 px-4 py-3">
        <h2 className="font-bold tracking-wide uppercase">Filters</h2>
        <button
          type="button"
          onClick={() => setDraft({ ...NO_FILTERS, sort: draft.sort })}
          className="tap-target text-sm font-medium text-brand-600"
        >
          Clear all
        </button>
      </div>
      <div className="grid min-h-0 flex-1 grid-cols-[9rem_1fr]">
        <ul role="tablist" aria-orientation="vertical" className="overflow-y-auto bg-stone-100">
          {sections.map((section) => (
            <li key={section.key}>
              <button
                type="button"
                role="tab"
                aria-selected={current === section.key}
                onClick={() => setCurrent(section.key)}
                className={`flex w-full items-center justify-between px-3 py-3 text-left text-sm ${
                  current === section.key
                    ? 'bg-white font-semibold text-brand-700'
                    : 'text-stone-700'
                }`}
              >
                {section.title}
                {section.picked > 0 && (
                  <span className="text-xs text-brand-600">{section.picked}</span>
                )}
              </button>
            </li>
          ))}
        </ul>
        <div role="tabpanel" className="overflow-y-auto p-4">
          <SectionValues section={current} facets={facets} filters={draft} onChange={setDraft} />
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 border-t border-stone-200 p-3">
        <button
          type="button"
          onClick={onClose}
          className="rounded-md border border-stone-300 py-2.5 text-sm font-semibold"
        >
          Close
        </button>
        <button
          type="button"
          onClick={() => onApply(draft)}
          // The count is the draft's once its preview has answered.
          aria-busy={live?.draft !== draft}
          className="rounded-md bg-brand-600 py-2.5 text-sm font-semibold text-white"
        >
          Apply{live ? ` (${formatWhole(live.totalCount)})` : ''}
        </button>
      </div>
    </div>
  )
}
