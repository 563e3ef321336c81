import { lazy } from 'react'

/** A lazily loaded page: its code is fetched the first time its route is visited. */
export function page<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => React.ComponentType<P>,
) {
  return lazy(() => load().then((module) => ({ default: pick(module) })))
}
