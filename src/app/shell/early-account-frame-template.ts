/**
 * Where the early account frame (early-account-frame.tsx) waits in index.html, and the stand-ins in
 * its greeting that index.html's route script fills in from the login state. Apart from the frame's
 * component: src/main.tsx reads the id without loading the account shell.
 */
export const earlyFrameTemplateId = 'early-account-frame'
export const earlyFramePlaceholders = { name: '{name}', customerNumber: '{customerNumber}' } as const
/** What the route script changes in the frame: the overview's layout on account home, the banner where it does not show. */
export const earlyFrameParts = {
  layout: '.account-layout',
  subpageClass: 'account-layout--subpage',
  banner: '[aria-labelledby="stay-logged-in-banner-title"]',
  /** Where a page's head goes (early-page-heads.tsx): below the banner, where the shell puts the page. */
  pageColumn: '.account-layout > :last-child > .stack',
} as const
/** The `<template>` of index.html that holds the head of the route of this number (early-page-heads.tsx). */
export const earlyPageHeadTemplateId = (index: number) => `early-page-head-${index}`
