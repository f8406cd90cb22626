import * as z from 'zod/mini'
import { postalAddressFields } from '../api/postal-address-schema'

// zod/mini: these schemas load with every page, and its functions leave out what they do not use.
const nullishString = () => z.nullish(z.string())

export const loggedInUserSchema = z.object({
  firstName: nullishString(),
  lastName: nullishString(),
  customerNumber: nullishString(),
  crossDeviceTracking: z.optional(z.boolean()),
  username: nullishString(),
  isHelloUser: z.optional(z.boolean()),
  customerId: nullishString(),
  customerClass: nullishString(),
  email: nullishString(),
  emailHash: nullishString(),
  encryptedEmail: nullishString(),
  isLightUser: z.optional(z.boolean()),
  hasPassword: z.optional(z.boolean()),
  socialLoginProvider: z.nullish(z.enum(['GOOGLE', 'FACEBOOK', 'APPLE'])),
  isNewCustomer: z.optional(z.boolean()),
})
export type LoggedInUser = z.infer<typeof loggedInUserSchema>

export const loginStateResponseSchema = z.extend(loggedInUserSchema, { state: z.string() })

const addressSchema = z.object({
  salutation: z.catch(z.enum(['MR', 'MS', 'FAMILY']), 'MS'),
  ...postalAddressFields,
  countryCode: z.catch(z.string(), 'DE'),
  // With packstation_mapping a parcel station keeps its DHL post number apart from the street.
  dhlPostNumber: nullishString(),
})

export const personalDetailsSchema = z.object({
  customerNumber: nullishString(),
  email: z.string(),
  careOf: nullishString(),
  countryCode: nullishString(),
  phoneNumber: nullishString(),
  dateOfBirth: nullishString(),
  salutation: z.nullish(z.enum(['MR', 'MS', 'FAMILY'])),
  firstName: nullishString(),
  lastName: nullishString(),
  preferredPaymentMethod: nullishString(),
  totalOrders: z.nullish(z.number()),
  totalReturnedOrders: z.nullish(z.number()),
  deliveryAddress: z.nullish(addressSchema),
  billingAddressId: nullishString(),
})
export type PersonalDetails = z.infer<typeof personalDetailsSchema>

export const stayLoggedInSchema = z.object({ stayLoggedIn: z.boolean() })
