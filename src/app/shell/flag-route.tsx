import { Outlet } from 'react-router'
import type { FlagName } from '@flags/definitions'
import { useFlag } from '@/shared/flags/use-flag'
import { NotFoundPage } from '../pages/not-found-page'

/** Routes that exist only while their flag is on (contactForm, fakePages); otherwise page-not-found. */
export function FlagRoute({ flag }: { flag: FlagName }) {
  return useFlag(flag) ? <Outlet /> : <NotFoundPage />
}
