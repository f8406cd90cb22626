/**
 * The yardstick of `npm run bench:lighthouse`: one screen with the app's libraries (react, react-dom,
 * react-router's data router as the app uses it, react-query, react-intl) in one bundle, no data and no code
 * splitting.
 */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { IntlProvider, useIntl } from 'react-intl'
import '../../src/shared/ui/styles.css'

const messages = { heading: 'Anmelden', label: 'E-Mail-Adresse oder Kundennummer', next: 'Weiter' }

function Screen() {
  const intl = useIntl()
  return (
    <>
      <header className="site-header">
        <div className="site-header__inner">HSE</div>
      </header>
      <main id="main">
        <h1>{intl.formatMessage({ id: 'heading' })}</h1>
        <form className="card stack">
          <label htmlFor="username">{intl.formatMessage({ id: 'label' })}</label>
          <input id="username" autoComplete="username" />
          <button type="submit">{intl.formatMessage({ id: 'next' })}</button>
        </form>
      </main>
      <footer className="site-footer">© HSE</footer>
    </>
  )
}

const router = createBrowserRouter([{ path: '*', Component: Screen }], {
  basename: import.meta.env.BASE_URL.replace(/\/$/, ''),
})

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <IntlProvider locale="de" messages={messages}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </IntlProvider>
  </StrictMode>,
)
