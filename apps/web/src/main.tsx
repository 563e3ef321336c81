import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import { BrowserRouter } from 'react-router'
import { PersistGate } from 'redux-persist/integration/react'
import { Toaster } from './components/toaster'
import { persistor, store } from './app/store'
import { AppRoutes } from './app/router'
import { setTokenProvider } from './lib/api-client'
import './index.css'

setTokenProvider(() => store.getState().user.token || null)

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Provider store={store}>
      <PersistGate loading={null} persistor={persistor}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <Toaster />
      </PersistGate>
    </Provider>
  </StrictMode>,
)
