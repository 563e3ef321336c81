import { useId, useState } from 'react'
import { Link } from 'react-router'
import { LIMITS } from '@store/contract'
import type { Tile } from './category-tiles'

/** Up to five tiles whose name contains the text, ignoring case; none for blank text. */
export function matchTiles(tiles: Tile[], text: string): Tile[] {
  const query = text.trim().toLowerCase()
  if (!query) return []
  return tiles
    .filter((tile) => tile.name.toLowerCase().includes(query))
    .slice(0, LIMITS.categorySuggestions)
}

/** A text box that finds a category and offers at most 5 suggestions as links. */
export function CategoryFilter({ tiles }: { tiles: Tile[] }) {
  const [text, setText] = useState('')
  const id = useId()
  const suggestions = matchTiles(tiles, text)
  return (
    <div className="relative w-full sm:max-w-xs">
      <label htmlFor={id} className="sr-only">
        Find a category
      </label>
      <input
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Find a category, e.g. Kurtas"
        autoComplete="off"
        className="w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
      />
      {suggestions.length > 0 && (
        <ul
          aria-label="Matching categories"
          className="absolute z-20 mt-1 w-full overflow-hidden rounded-md border border-stone-200 bg-white shadow-lg"
        >
          {suggestions.map((tile) => (
            <li key={tile.key}>
              <Link
                to={tile.to}
                className="block px-3 py-2 text-sm hover:bg-brand-50 focus:bg-brand-50"
              >
                {tile.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
