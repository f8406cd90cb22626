import * as v from 'valibot'

// valibot, not zod: these schemas load with every page, and valibot's parts cost a few hundred bytes where
// zod's core costs 14 KiB of the first download (docs/decisions/2026-11-26-first-download-without-zod.md).
const nullishString = () => v.nullish(v.string())

export const loggedInUserSchema = v.object({
  firstName: nullishString(),
  lastName: nullishString(),
  customerNumber: nullishString(),
  crossDeviceTracking: v.optional(v.boolean()),
  username: nullishString(),
  isHelloUser: v.optional(v.boolean()),
  customerId: nullishString(),
  customerClass: nullishString(),
  email: nullishString(),
  emailHash: nullishString(),
  encryptedEmail: nullishString(),
  isLightUser: v.optional(v.boolean()),
  hasPassword: v.optional(v.boolean()),
  socialLoginProvider: v.nullish(v.picklist(['GOOGLE', 'FACEBOOK', 'APPLE'])),
  isNewCustomer: v.optional(v.boolean()),
})
export type LoggedInUser = v.InferOutput<typeof loggedInUserSchema>

export const loginStateResponseSchema = v.object({ ...loggedInUserSchema.entries, state: v.string() })

const addressSchema = v.object({
  salutation: v.fallback(v.picklist(['MR', 'MS', 'FAMILY']), 'MS'),
  firstName: v.string(),
  lastName: v.string(),
  street: v.string(),
  streetNumber: v.string(),
  additional: nullishString(),
  zipCode: v.string(),
  city: v.string(),
  countryCode: v.fallback(v.string(), 'DE'),
  // With packstation_mapping a parcel station keeps its DHL post number apart from the street.
  dhlPostNumber: nullishString(),
})

export const personalDetailsSchema = v.object({
  customerNumber: nullishString(),
  email: v.string(),
  careOf: nullishString(),
  countryCode: nullishString(),
  phoneNumber: nullishString(),
  dateOfBirth: nullishString(),
  salutation: v.nullish(v.picklist(['MR', 'MS', 'FAMILY'])),
  firstName: nullishString(),
  lastName: nullishString(),
  preferredPaymentMethod: nullishString(),
  totalOrders: v.nullish(v.number()),
  totalReturnedOrders: v.nullish(v.number()),
  deliveryAddress: v.nullish(addressSchema),
  billingAddressId: nullishString(),
})
export type PersonalDetails = v.InferOutput<typeof personalDetailsSchema>

export const stayLoggedInSchema = v.object({ stayLoggedIn: v.boolean() })
