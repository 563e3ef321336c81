import { StrictMode, type ReactNode } from 'react'
import { Provider } from 'react-redux'
import { Toaster } from '@/components/toaster'
import { LeaveServerPage, ServerDataContext, type ServerData } from '@/lib/server-data'
import { AppRoutes } from './router'
import type { createStore } from './store'

type Store = ReturnType<typeof createStore>

/**
 * The shop, the same in the browser and on the server; only the router (the browser's history,
 * or the one address a server renders) and the answers it starts from differ.
 */
export function App({
  store,
  serverState,
  data,
  router: Router,
}: {
  store: Store
  /** The state the server rendered with, which hydration starts from before the device's own. */
  serverState?: ReturnType<Store['getState']> | undefined
  data: ServerData | null
  router: (props: { children: ReactNode }) => ReactNode
}) {
  return (
    <StrictMode>
      <ServerDataContext.Provider value={data}>
        <Provider store={store} serverState={serverState}>
          <Router>
            <AppRoutes />
            <LeaveServerPage />
          </Router>
          <Toaster />
        </Provider>
      </ServerDataContext.Provider>
    </StrictMode>
  )
}
