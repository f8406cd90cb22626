import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
// @ts-expect-error -- plain ESM build helper
import { phoneMetadataFile, shopCountries, shopPhoneMetadata } from './phone-metadata.mjs'

describe("the shop countries' phone metadata", () => {
  it("is the installed libphonenumber-js's, cut to DE, AT and CH (node scripts/phone-metadata.mjs renews it)", () => {
    const committed = JSON.parse(readFileSync(phoneMetadataFile, 'utf8'))
    expect(committed).toEqual(shopPhoneMetadata())
    expect(Object.keys(committed.countries)).toEqual(shopCountries)
  })
})
