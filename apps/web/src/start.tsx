// First, so that it runs before React's modules load (see the module).
import { restoreErrorStacks } from './app/stackless-start'
import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { App } from './app/app'
import { createStore, store } from './app/store'
import { connectSession } from './lib/api-client'
import { browserReads } from './lib/server-data'
import { logout, setUser } from './features/account'
import { keepBagCookie } from './features/cart'
import { catalogueArrived } from './features/catalog'
import type { ServerState } from './entry-server'

connectSession({
  accessToken: () => store.getState().user.token || null,
  refreshToken: () => store.getState().user.refreshToken || null,
  refreshed: ({ accessToken, refreshToken }) =>
    store.dispatch(setUser({ token: accessToken, refreshToken })),
  expired: () => {
    store.dispatch(logout())
    localStorage.removeItem('userId')
  },
})

keepBagCookie(store)

const root = document.getElementById('root') as HTMLElement
const server = browserReads<ServerState>()
// Within a transition the first render is time-sliced: React yields to the browser every few
// milliseconds instead of holding the main thread for the whole app, which a slow phone feels
// as seconds of a page that does not answer a tap (docs/decisions.md 084).
startTransition(() => {
  if (server) {
    // The server rendered a guest's page: hydrate from the state it used, then React moves on to
    // the device's own (its cart, its session) in the render that follows.
    const serverState = { ...createStore().getState(), ...server.state }
    catalogueArrived(store.dispatch, server.state.product)
    hydrateRoot(
      root,
      <App store={store} serverState={serverState} data={server.data} router={BrowserRouter} />,
    )
  } else {
    createRoot(root).render(<App store={store} data={null} router={BrowserRouter} />)
  }
})
restoreErrorStacks()
