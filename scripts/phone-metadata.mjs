/**
 * The phone number metadata of the shop's countries (DE, AT, CH), cut from libphonenumber-js's own:
 * the app formats and checks only their numbers, and all countries' metadata cost 23 kB gzip more.
 * `node scripts/phone-metadata.mjs` rewrites src/shared/intl/phone-metadata.json after a library update;
 * scripts/phone-metadata.test.ts fails while it differs from the library's.
 */
import { writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

export const shopCountries = ['DE', 'AT', 'CH']
export const phoneMetadataFile = fileURLToPath(new URL('../src/shared/intl/phone-metadata.json', import.meta.url))

export function shopPhoneMetadata() {
  const full = createRequire(import.meta.url)('libphonenumber-js/metadata.min.json')
  const callingCodes = Object.fromEntries(
    Object.entries(full.country_calling_codes)
      .map(([code, countries]) => [code, countries.filter((country) => shopCountries.includes(country))])
      .filter(([, countries]) => countries.length > 0),
  )
  const countries = Object.fromEntries(shopCountries.map((country) => [country, full.countries[country]]))
  return { version: full.version, country_calling_codes: callingCodes, countries, nonGeographic: {} }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(phoneMetadataFile, `${JSON.stringify(shopPhoneMetadata())}\n`)
  console.log(`Wrote ${phoneMetadataFile}`)
}
