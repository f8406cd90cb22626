import { z } from 'zod'

export const loggedInUserSchema = z.object({
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  customerNumber: z.string().nullish(),
  crossDeviceTracking: z.boolean().optional(),
  username: z.string().nullish(),
  isHelloUser: z.boolean().optional(),
  customerId: z.string().nullish(),
  customerClass: z.string().nullish(),
  email: z.string().nullish(),
  emailHash: z.string().nullish(),
  encryptedEmail: z.string().nullish(),
  isLightUser: z.boolean().optional(),
  hasPassword: z.boolean().optional(),
  socialLoginProvider: z.enum(['GOOGLE', 'FACEBOOK', 'APPLE']).nullish(),
  isNewCustomer: z.boolean().optional(),
})
export type LoggedInUser = z.infer<typeof loggedInUserSchema>

export const loginStateResponseSchema = loggedInUserSchema.extend({ state: z.string() })

const addressSchema = z.object({
  salutation: z.enum(['MR', 'MS', 'FAMILY']).catch('MS'),
  firstName: z.string(),
  lastName: z.string(),
  street: z.string(),
  streetNumber: z.string(),
  additional: z.string().nullish(),
  zipCode: z.string(),
  city: z.string(),
  countryCode: z.string().catch('DE'),
})

export const personalDetailsSchema = z.object({
  customerNumber: z.string().nullish(),
  email: z.string(),
  careOf: z.string().nullish(),
  countryCode: z.string().nullish(),
  phoneNumber: z.string().nullish(),
  dateOfBirth: z.string().nullish(),
  salutation: z.enum(['MR', 'MS', 'FAMILY']).nullish(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  preferredPaymentMethod: z.string().nullish(),
  totalOrders: z.number().nullish(),
  totalReturnedOrders: z.number().nullish(),
  deliveryAddress: addressSchema.nullish(),
  billingAddressId: z.string().nullish(),
})
export type PersonalDetails = z.infer<typeof personalDetailsSchema>

export const stayLoggedInSchema = z.object({ stayLoggedIn: z.boolean() })
