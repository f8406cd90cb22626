import { Outlet } from 'react-router'
import type { FlagName } from '@flags/definitions'
import { useFlag } from '@/shared/flags/use-flag'
import { useRuntime } from '@/shared/config/runtime'
import { NotFoundPage } from '../pages/not-found-page'

/** Routes that exist only while their flag is on (contactForm, fakePages); otherwise page-not-found. */
export function FlagRoute({ flag }: { flag: FlagName }) {
  const enabled = useFlag(flag)
  // Not decided before the flag service has answered (production paints with the defaults first).
  if (useRuntime().flagsPending) return null
  return enabled ? <Outlet /> : <NotFoundPage />
}
