import type { ReactNode } from 'react'
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router'
import { NavigationRouter } from '../src/app/navigation-router'

/** The app's router (pending navigations included) on an in-memory history, for tests and stories. */
export function MemoryNavigationRouter({ path, children }: { path: string; children: ReactNode }) {
  return (
    <NavigationRouter createHistory={() => createMemoryHistory({ initialEntries: [path], v5Compat: true })}>
      {children}
    </NavigationRouter>
  )
}
