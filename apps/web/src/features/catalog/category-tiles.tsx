import { Link } from 'react-router'
import { SKELETONS } from '@store/contract'
import { Skeleton } from '@/components/skeleton'
import { imageVariant } from '@/lib/format'

export type Tile = { key: string; name: string; image: string; to: string }

/** A horizontally scrolling row of round category tiles, with skeletons while loading. */
export function CategoryTiles({ tiles, loading }: { tiles: Tile[]; loading: boolean }) {
  return (
    <ul className="flex gap-4 overflow-x-auto pb-2 [scrollbar-width:thin]" aria-busy={loading}>
      {loading
        ? Array.from({ length: SKELETONS.categories }, (_, i) => (
            <li key={i} className="flex w-20 shrink-0 flex-col items-center gap-1.5">
              <Skeleton className="h-20 w-20 rounded-full" />
              <div className="h-8 pt-0.5">
                <Skeleton className="h-3 w-14" />
              </div>
            </li>
          ))
        : tiles.map((tile) => (
            <li key={tile.key} className="w-20 shrink-0">
              <Link to={tile.to} className="group flex flex-col items-center gap-1.5 text-center">
                <img
                  src={imageVariant(tile.image, 400)}
                  alt=""
                  width={80}
                  height={80}
                  loading="lazy"
                  decoding="async"
                  className="h-20 w-20 rounded-full border border-stone-200 bg-white object-cover transition group-hover:border-brand-500"
                />
                {/* Two lines' height whatever the name, as the skeleton, so loading moves nothing. */}
                <span className="line-clamp-2 h-8 text-xs font-medium leading-tight text-stone-700 group-hover:text-brand-600">
                  {tile.name}
                </span>
              </Link>
            </li>
          ))}
    </ul>
  )
}
