import { QueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import {
  addressCheckSchema,
  addressListSchema,
  addressTypes,
  billingAddressSchema,
  deliveryAddressSchema,
  parcelStationKinds,
  type BillingAddressRequest,
  type DeliveryAddressRequest,
} from '@/features/addresses/api/address-schemas'
import {
  addDeliveryAddress,
  checkAddress,
  deleteDeliveryAddress,
  getAddressList,
  getDeliveryAddress,
  knownAddressOfLightAccountQueryOptions,
  restoreDeliveryAddress,
  saveBillingAddress,
  setPreferredAddress,
  updateDeliveryAddress,
} from '@/features/addresses/api/addresses-api'
import { salutations } from '@/shared/validation/account-form'
import { addressCountries } from '@/shared/validation/address'
import { errorBodySchema } from '../error-body'
import type { ErrorAnswer, Operation, SuccessAnswer } from '../operation'
import { notRead, unauthorized } from '../operation-kit'

const billingAddressBody = z.strictObject({
  salutation: z.enum(salutations),
  firstName: z.string(),
  lastName: z.string(),
  street: z.string(),
  streetNumber: z.string(),
  additional: z.string().nullable().describe('The address addition.'),
  zipCode: z.string(),
  city: z.string(),
  countryCode: z.enum(addressCountries),
  phone: z.string().nullable(),
}) satisfies z.ZodType<BillingAddressRequest>

const deliveryAddressBody = billingAddressBody.extend({
  type: z.enum(addressTypes),
  parcelStationKind: z.enum(parcelStationKinds).nullable(),
  packstationNumber: z.string().nullable().describe('Three digits, for a parcel station.'),
  dhlPostNumber: z.string().nullable().describe('Six to ten digits, for a parcel station.'),
}) satisfies z.ZodType<DeliveryAddressRequest>

/** What both billing-address calls answer: the address as saved. */
const billingAddressSaved = (status: 200 | 201): SuccessAnswer => ({
  status,
  schema: billingAddressSchema,
  name: 'BillingAddress',
  description: 'The billing address as saved.',
})

/** A refusal of one field (`field`), shown at that field. */
export const fieldRefusalSchema = errorBodySchema.extend({
  field: z.string().optional().describe('The refused field, by its (camelCase) name in the form.'),
})

const fieldRefused: ErrorAnswer = {
  status: 400,
  meaning: 'A field is refused (`field`): the form shows the refusal at that field.',
  schema: fieldRefusalSchema,
  cases: [
    { code: 'INVALID_ADDRESS', meaning: 'The field is invalid.', extra: { field: 'zipCode' } },
    {
      code: 'PACKSTATION_NOT_ALLOWED',
      meaning: 'A parcel station in the street of a postal address.',
      extra: { field: 'street' },
    },
    {
      code: 'INVALID_PACKSTATION_NUMBER',
      meaning: 'The Packstation number is not three digits.',
      extra: { field: 'packstationNumber' },
    },
    {
      code: 'INVALID_DHL_POST_NUMBER',
      meaning: 'The DHL post number is not 6 to 10 digits.',
      extra: { field: 'dhlPostNumber' },
    },
  ],
}
const addressNotFound: ErrorAnswer = {
  status: 404,
  meaning: 'No such address of this customer.',
  cases: [
    {
      code: 'ADDRESS_NOT_FOUND',
      meaning: 'The edit page says the address was not found; elsewhere the generic error.',
    },
  ],
}
const addressLimitReached: ErrorAnswer = {
  status: 409,
  meaning: 'The address book is full (isCreateAllowed false; the number is not shown in the spec).',
  cases: [{ code: 'ADDRESS_LIMIT_REACHED', meaning: 'The generic error.' }],
}

const newAddress: DeliveryAddressRequest = {
  salutation: 'MS',
  firstName: 'Anna',
  lastName: 'Schmidt',
  street: 'Lindenallee',
  streetNumber: '12',
  additional: null,
  zipCode: '50667',
  city: 'Köln',
  countryCode: 'DE',
  phone: null,
  type: 'POSTAL',
  parcelStationKind: null,
  packstationNumber: null,
  dhlPostNumber: null,
}
const {
  type: _type,
  parcelStationKind: _kind,
  packstationNumber: _number,
  dhlPostNumber: _post,
  ...billing
} = newAddress

/** An address of the signed-in customer that is not the preferred one. */
async function otherAddressId(): Promise<string> {
  const list = await getAddressList()
  const other = list.deliveryAddresses.find((address) => address.id !== list.preferredAddressId && !address.isDeleted)
  if (!other) throw new Error('The scenario has no second delivery address')
  return other.id
}

/** Delivery and billing addresses, and the address check (spec section 7, "Delivery addresses", "Billing", "Address check"). */
export const addressCalls: Operation[] = [
  {
    operationId: 'getAddressList',
    service: 'customer',
    method: 'GET',
    path: '/user/delivery-address',
    summary: 'The address list: delivery addresses, the preferred one, the billing address',
    assumed: 'The billing address in the same answer.',
    session: 'required',
    query: z.object({ addressStrictTyping: z.literal(true), packstationMapping: z.literal(true) }),
    answer: { status: 200, schema: addressListSchema, name: 'AddressList', description: 'The address list.' },
    errors: [unauthorized],
    example: { scenario: 'default', run: () => getAddressList() },
  },
  {
    operationId: 'getDeliveryAddress',
    service: 'customer',
    method: 'GET',
    path: '/user/delivery-address/{id}',
    summary: 'One delivery address',
    session: 'required',
    pathParameters: { id: 'The address id.' },
    answer: { status: 200, schema: deliveryAddressSchema, name: 'DeliveryAddress', description: 'The address.' },
    errors: [unauthorized, addressNotFound],
    example: { scenario: 'dhl-addresses', run: async () => getDeliveryAddress(await otherAddressId()) },
  },
  {
    operationId: 'addDeliveryAddress',
    service: 'customer',
    method: 'POST',
    path: '/user/delivery-address/add',
    summary: 'Adds a delivery address',
    assumed: 'The body and the answer (the address as saved, 201): the spec names only the path.',
    session: 'required',
    body: deliveryAddressBody,
    bodyName: 'DeliveryAddressInput',
    answer: {
      status: 201,
      schema: deliveryAddressSchema,
      name: 'DeliveryAddress',
      description: 'The address as saved.',
    },
    errors: [unauthorized, fieldRefused, addressLimitReached],
    example: { scenario: 'default', run: () => addDeliveryAddress(newAddress) },
  },
  {
    operationId: 'updateDeliveryAddress',
    service: 'customer',
    method: 'POST',
    path: '/user/delivery-address',
    summary: 'Changes the delivery address with this id',
    assumed: 'The body (the address with its id) and the answer (the address as saved).',
    session: 'required',
    body: deliveryAddressBody.extend({ id: z.string() }),
    answer: {
      status: 200,
      schema: deliveryAddressSchema,
      name: 'DeliveryAddress',
      description: 'The address as saved.',
    },
    errors: [unauthorized, fieldRefused, addressNotFound],
    example: { scenario: 'dhl-addresses', run: async () => updateDeliveryAddress(await otherAddressId(), newAddress) },
  },
  {
    operationId: 'deleteDeliveryAddress',
    service: 'customer',
    method: 'DELETE',
    path: '/user/delivery-address/{id}',
    summary: 'Marks a delivery address deleted (it can be restored)',
    assumed: 'The answer: the spec shows none ("delete failure shows nothing").',
    session: 'required',
    pathParameters: { id: 'The address id.' },
    answer: { status: 200, schema: notRead('The address, marked deleted.'), description: 'Deleted.' },
    errors: [unauthorized, addressNotFound],
    example: { scenario: 'dhl-addresses', run: async () => deleteDeliveryAddress(await otherAddressId()) },
  },
  {
    operationId: 'restoreDeliveryAddress',
    service: 'customer',
    method: 'PATCH',
    path: '/user/delivery-address/{id}/restore',
    summary: 'Undoes the delete of a delivery address',
    assumed: 'The answer: the spec shows none.',
    session: 'required',
    pathParameters: { id: 'The address id.' },
    answer: { status: 200, schema: notRead('The address, restored.'), description: 'Restored.' },
    errors: [unauthorized, addressNotFound, addressLimitReached],
    example: {
      scenario: 'dhl-addresses',
      run: async () => {
        const id = await otherAddressId()
        await deleteDeliveryAddress(id)
        return restoreDeliveryAddress(id)
      },
    },
  },
  {
    operationId: 'setPreferredAddress',
    service: 'customer',
    method: 'PATCH',
    path: '/user/address/{id}/set-preferred',
    summary: 'Makes a delivery address the preferred one',
    assumed: 'The answer: the spec shows none.',
    session: 'required',
    pathParameters: { id: 'The address id.' },
    answer: { status: 200, schema: notRead('The preferred address id.'), description: 'Preferred.' },
    errors: [unauthorized, addressNotFound],
    example: { scenario: 'dhl-addresses', run: async () => setPreferredAddress(await otherAddressId()) },
  },
  {
    operationId: 'createBillingAddress',
    service: 'customer',
    method: 'POST',
    path: '/user/invoice-addresses',
    summary: 'Creates the billing address',
    assumed: 'The body and the answer (the address as saved, 201).',
    session: 'required',
    body: billingAddressBody,
    bodyName: 'BillingAddressInput',
    answer: billingAddressSaved(201),
    errors: [
      unauthorized,
      fieldRefused,
      {
        status: 409,
        meaning: 'There is a billing address already: the generic error.',
        cases: [{ code: 'BILLING_ADDRESS_EXISTS', meaning: 'Generic error.' }],
      },
    ],
    example: { scenario: 'incomplete-profile', run: () => saveBillingAddress(billing, 'create') },
  },
  {
    operationId: 'updateBillingAddress',
    service: 'customer',
    method: 'POST',
    path: '/user/invoice-address',
    summary: 'Changes the billing address',
    assumed: 'The body and the answer (the address as saved).',
    session: 'required',
    body: billingAddressBody,
    bodyName: 'BillingAddressInput',
    answer: billingAddressSaved(200),
    errors: [
      unauthorized,
      fieldRefused,
      {
        status: 404,
        meaning: 'There is no billing address yet: the generic error.',
        cases: [{ code: 'BILLING_ADDRESS_NOT_FOUND', meaning: 'Generic error.' }],
      },
    ],
    example: { scenario: 'default', run: () => saveBillingAddress(billing, 'edit') },
  },
  {
    operationId: 'checkAddress',
    service: 'addressCheck',
    method: 'POST',
    path: '/addresses/check',
    summary: 'Suggestions for an address typed; the first is the suggestion',
    description:
      'A suggestion is offered when it differs in street, number, postcode or city (spec section 5). Any failure: "Error at validate address" (spec section 8), and the address can be saved as typed.',
    assumed: 'The path (/addresses/check): the spec says only "POST to the address-check service".',
    session: 'none',
    body: z.strictObject({
      firstName: z.string(),
      lastName: z.string(),
      street: z.string(),
      streetNumber: z.string(),
      zipCode: z.string(),
      city: z.string(),
      countryCode: z.enum(addressCountries),
    }),
    answer: {
      status: 200,
      schema: addressCheckSchema,
      name: 'AddressSuggestions',
      description: 'The suggestions, best first; none for an address that cannot be found.',
    },
    example: { scenario: 'default', run: () => checkAddress({ ...billing, street: 'lindenallee', city: 'koeln' }) },
  },
  {
    operationId: 'getKnownAddressOfLightAccount',
    service: 'addressCheck',
    method: 'GET',
    path: '/addresses',
    summary: 'The address the address check knows for a light account (from its checkout)',
    description:
      "Prefills a light account's new billing address; the first address is taken. Only a prefill: any failure leaves the form empty.",
    assumed: 'The path (/addresses) and the answer: the spec says "GET by username with origin accountLightAccount".',
    session: 'required',
    query: z.object({
      username: z.string().describe("The signed-in light account's username."),
      origin: z.literal('accountLightAccount'),
    }),
    answer: {
      status: 200,
      schema: addressCheckSchema,
      name: 'AddressSuggestions',
      description: 'The addresses known for the account, best first; none when it knows none.',
    },
    errors: [unauthorized],
    example: {
      scenario: 'light-account-checkout',
      run: () => new QueryClient().fetchQuery(knownAddressOfLightAccountQueryOptions('monika.licht@example.de')),
    },
  },
]
