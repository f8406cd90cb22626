import { AccountColumns, GreetingView } from './account-shell'
import { earlyFramePlaceholders } from './early-account-frame-template'
import { MainFrame, SkipLink } from './layouts'

/**
 * Account home's first screen before the app's script has run: header and greeting, laid out as the
 * account shell lays them out. The production build renders it into a `<template>` in index.html
 * (scripts/prerender-plugin.mjs); the route script shows it on account home once the login state
 * says signed in, with the customer's name, and src/main.tsx renders the whole page over it.
 */
export function EarlyAccountFrame() {
  return (
    <>
      <SkipLink />
      <MainFrame>
        <AccountColumns
          isOverview
          aside={
            <GreetingView name={earlyFramePlaceholders.name} customerNumber={earlyFramePlaceholders.customerNumber} />
          }
        />
      </MainFrame>
    </>
  )
}
