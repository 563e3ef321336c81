/**
 * Who listens to a value kept outside React (in session or local storage, or a module's
 * variable): `subscribe` is useSyncExternalStore's, `notify` tells them all it changed.
 */
export function createListeners() {
  const listeners = new Set<() => void>()
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  }
  const notify = () => {
    for (const listener of listeners) listener()
  }
  return { subscribe, notify }
}
