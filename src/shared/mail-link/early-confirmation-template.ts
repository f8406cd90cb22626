/**
 * The done view the build renders into a `<template>` of the email change's confirmation page for its script
 * (early-confirmation.ts), its values as `{name}` stand-ins. The app takes the template away as it starts
 * (src/main.tsx): from then on the script shows nothing. A module of its own: the entry needs only this.
 */
export const earlyConfirmationDoneTemplateId = 'mail-link-confirmed'
