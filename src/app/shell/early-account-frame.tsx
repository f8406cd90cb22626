import { AccountColumns, GreetingView } from './account-shell'
import { earlyFramePlaceholders } from './early-account-frame-template'
import { MainFrame, SkipLink } from './layouts'
import { StayLoggedInBannerView } from './stay-logged-in-banner'

/**
 * An account page's first screen before the app's script has run: header, greeting and the
 * stay-logged-in banner, laid out as the account shell lays them out on a sub-page. The production build
 * renders it into a `<template>` in index.html (scripts/prerender-plugin.mjs); on an account page the
 * route script shows it once the login state says signed in, with the customer's name, without the
 * banner where the app would not show it and with the overview's layout on account home; src/main.tsx
 * renders the whole page over it.
 */
export function EarlyAccountFrame() {
  return (
    <>
      <SkipLink />
      <MainFrame>
        <AccountColumns
          isOverview={false}
          aside={
            <GreetingView name={earlyFramePlaceholders.name} customerNumber={earlyFramePlaceholders.customerNumber} />
          }
        >
          <div>
            <div className="stack">
              {/* Its buttons are disabled: the frame is no app yet (Button, before hydration). */}
              <StayLoggedInBannerView />
            </div>
          </div>
        </AccountColumns>
      </MainFrame>
    </>
  )
}
