import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import { BrowserRouter } from 'react-router'
import { Toaster } from './components/toaster'
import { store } from './app/store'
import { AppRoutes } from './app/router'
import { connectSession } from './lib/api-client'
import { logout, setUser } from './features/account'
import './index.css'

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

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Provider store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <Toaster />
    </Provider>
  </StrictMode>,
)
