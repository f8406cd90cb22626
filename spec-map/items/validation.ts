import type { SpecItem } from '../spec-item'

/** Section 5: every validation rule. */
export const validationItems: SpecItem[] = [
  // Username
  {
    id: '5.username.email-or-customer-number',
    title: 'Username: a valid email or a customer number',
    implementedIn: ['src/shared/validation/username.ts', 'src/features/auth/login/username-step.tsx'],
  },
  {
    id: '5.username.swiss-email-only',
    title: 'Swiss locale: email only; a username without @ is rejected',
    implementedIn: ['src/shared/validation/username.ts', 'src/features/auth/login/username-step.tsx'],
  },
  {
    id: '5.username.required',
    title: 'Username: empty is invalid',
    implementedIn: ['src/shared/validation/username.ts', 'src/features/auth/login/username-step.tsx'],
  },
  {
    id: '5.username.customer-number-digits',
    title: 'Customer number is digits only, optionally separated by single spaces',
    implementedIn: ['src/shared/validation/username.ts'],
  },
  {
    id: '5.username.normalisation',
    title: 'Username normalisation: trim; if no @, strip leading zeros',
    implementedIn: ['src/shared/validation/username.ts', 'src/features/auth/login/use-login-flow.ts'],
  },
  {
    id: '5.username.at-means-email',
    title: 'A username containing @ is an email',
    implementedIn: ['src/shared/validation/username.ts'],
  },
  // Dates
  {
    id: '5.dates.pad-and-convert',
    title: 'Date-like strings with separators / . - padded to two digits per part, day.month.year ⇄ year-month-day',
    implementedIn: ['src/shared/validation/dates.ts'],
  },
  // Password
  {
    id: '5.password.min-8-characters',
    title: 'Password: minimum 8 characters ("Geben Sie mind. 8 Zeichen ein.")',
    implementedIn: ['src/shared/validation/password.ts', 'src/shared/forms/new-password-field.tsx'],
  },
  {
    id: '5.password.strength-hints',
    title: 'Password strength hints: unsafe, safe, very safe, guessable-keyword warning, under 8 characters',
    implementedIn: ['src/shared/validation/password.ts', 'src/shared/forms/password-strength.tsx'],
  },
  // Field state
  {
    id: '5.fields.error-below-field',
    title: 'Field state holds value, error flag and error message id, shown below the field',
    implementedIn: ['src/shared/forms/form-text-field.tsx', 'src/shared/forms/field-messages.ts'],
  },
  // reCAPTCHA
  {
    id: '5.recaptcha.token-for-login-and-username-check',
    title: 'Recaptcha token required for login and for the username check',
    implementedIn: ['src/features/auth/login/use-login-flow.ts', 'src/features/auth/api/check-username.ts'],
  },
  {
    id: '5.recaptcha.skipped-for-tests',
    title: 'Recaptcha token skipped for tests',
    notBuilt:
      'The app never skips the token: the mock harness and Vitest hand it a stand-in executor (mock-server/harness/browser.ts, testing/render-app.tsx) and the mock still requires the header, so tests run the production path.',
  },
  {
    id: '5.recaptcha.no-executor-generic-error',
    title: 'Without the recaptcha executor, login shows the generic error',
    implementedIn: ['src/features/auth/login/use-login-flow.ts', 'src/app/production-runtime.ts'],
  },
  // Change password
  {
    id: '5.change-password.fields-required',
    title: 'Change password: current password, new password and confirmation required',
    implementedIn: ['src/features/account-settings/components/change-password-page.tsx'],
  },
  {
    id: '5.change-password.confirmation-matches',
    title: 'Change password: confirmation must match',
    implementedIn: [
      'src/features/account-settings/components/change-password-page.tsx',
      'src/shared/forms/new-password-fields.tsx',
    ],
  },
  {
    id: '5.change-password.new-differs-from-current',
    title: 'Change password: new must differ from current',
    implementedIn: ['src/features/account-settings/components/change-password-page.tsx'],
  },
  // Change email
  {
    id: '5.change-email.new-email-required-valid',
    title: 'Change email: new email required and valid',
    implementedIn: ['src/features/account-settings/components/change-email-page.tsx'],
  },
  {
    id: '5.change-email.confirmation-equal',
    title: 'Change email: confirmation required, valid and equal',
    implementedIn: ['src/features/account-settings/components/change-email-page.tsx'],
  },
  {
    id: '5.change-email.password-required',
    title: 'Change email: password required',
    implementedIn: [
      'src/features/account-settings/components/change-email-page.tsx',
      'src/features/account-settings/components/current-password-field.tsx',
    ],
  },
  {
    id: '5.change-email.email-in-use',
    title: 'Change email: email already in use is rejected',
    implementedIn: ['src/features/account-settings/components/change-email-page.tsx'],
  },
  {
    id: '5.change-email.newsletter-opt-in-optional',
    title: 'Change email: optional newsletter opt-in',
    implementedIn: [
      'src/features/account-settings/components/change-email-page.tsx',
      'src/shared/forms/newsletter-consent-field.tsx',
    ],
  },
  // Address
  {
    id: '5.address.required-fields',
    title:
      'Address: first name, last name, street, house number, postcode and city required ("Bitte prüfen Sie Ihr/Ihre ...")',
    implementedIn: ['src/shared/forms/address-fields.tsx', 'src/shared/validation/account-form.ts'],
  },
  {
    id: '5.address.postcode-longer-than-4',
    title: 'Address: postcode longer than 4 characters',
    // Austria's postcodes have four digits: there four is the minimum (account-form.ts, address.ts).
    implementedIn: ['src/shared/validation/account-form.ts', 'src/shared/validation/address.ts'],
  },
  {
    id: '5.address.street-no-special-characters',
    title: 'Address: no special characters in street',
    implementedIn: ['src/shared/validation/account-form.ts', 'src/shared/forms/street-fields.tsx'],
  },
  {
    id: '5.address.packstation-not-delivery-street',
    title: 'Address: Packstation not allowed as street for delivery in this flow',
    implementedIn: ['src/shared/validation/account-form.ts', 'src/features/addresses/components/address-form.tsx'],
  },
  {
    id: '5.address.packstation-not-billing',
    title: 'Address: Packstation not allowed as billing address',
    implementedIn: [
      'src/shared/validation/account-form.ts',
      'src/features/addresses/components/billing-address-page.tsx',
      'src/features/auth/create-account/create-account-step.tsx',
    ],
  },
  {
    id: '5.address.phone-per-country',
    title: 'Address: phone valid for the country (DE, AT, CH each own message)',
    implementedIn: ['src/shared/validation/address.ts', 'src/shared/forms/phone-field.tsx'],
  },
  {
    id: '5.address.packstation-number-3-digits',
    title: 'Address: Packstation number exactly 3 digits',
    implementedIn: ['src/shared/validation/address.ts', 'src/features/addresses/components/dhl-station-fields.tsx'],
  },
  {
    id: '5.address.dhl-post-number-6-to-10-digits',
    title: 'Address: DHL post number 6 to 10 digits',
    implementedIn: ['src/shared/validation/address.ts', 'src/features/addresses/components/dhl-station-fields.tsx'],
  },
  {
    id: '5.address.additional-line-optional',
    title: 'Address: additional line optional',
    implementedIn: ['src/shared/forms/address-fields.tsx'],
  },
  // Address check
  {
    id: '5.address-check.typed-address-checked',
    title: 'Address check: a typed address is checked',
    implementedIn: ['src/features/addresses/address-save-flow.ts', 'src/features/addresses/api/addresses-api.ts'],
  },
  {
    id: '5.address-check.suggestion-or-input',
    title:
      'Address check: if the first suggestion differs in street, number, zip or city, a modal offers the suggestion or keeping the input',
    implementedIn: [
      'src/features/addresses/address-save-flow.ts',
      'src/features/addresses/components/address-suggestion-dialog.tsx',
    ],
  },
  // Bank
  {
    id: '5.bank.account-holder-required',
    title: 'Bank: account holder required',
    implementedIn: ['src/features/payment-methods/components/edit-bank-details-page.tsx'],
  },
  {
    id: '5.bank.iban-required-valid',
    title: 'Bank: IBAN required and valid',
    implementedIn: [
      'src/shared/validation/iban.ts',
      'src/features/payment-methods/components/edit-bank-details-page.tsx',
    ],
  },
  {
    id: '5.bank.iban-pattern',
    title:
      'IBAN pattern: Austria AT + 2 digits + 4 groups of 4 digits; otherwise DE + 2 digits + 4 groups of 4 + 2 digits; case-insensitive',
    implementedIn: ['src/shared/validation/iban.ts'],
  },
  {
    id: '5.bank.verify-only-on-pattern',
    title: 'Bank: verification is called only if the pattern matches',
    implementedIn: [
      'src/features/payment-methods/components/edit-bank-details-page.tsx',
      'src/features/payment-methods/api/iban-validation.ts',
    ],
  },
  {
    id: '5.bank.iban-normalised',
    title: 'Bank: IBAN is uppercased and spaces removed before verify or save',
    implementedIn: [
      'src/shared/validation/iban.ts',
      'src/features/payment-methods/components/edit-bank-details-page.tsx',
    ],
  },
  {
    id: '5.bank.bank-name-from-verification',
    title: 'Bank: bank name is derived from the verification',
    implementedIn: [
      'src/features/payment-methods/components/edit-bank-details-page.tsx',
      'src/features/payment-methods/api/iban-validation.ts',
    ],
  },
  // Birth date
  {
    id: '5.birth-date.required',
    title: 'Birth date: required',
    implementedIn: ['src/shared/validation/birth-date.ts', 'src/shared/forms/birth-date-field.tsx'],
  },
  {
    id: '5.birth-date.digits-and-separators',
    title: 'Birth date: digits and separators only (dd.mm.yyyy)',
    implementedIn: ['src/shared/validation/birth-date.ts', 'src/shared/forms/birth-date-field.tsx'],
  },
  {
    id: '5.birth-date.adult',
    title: 'Birth date: customer must be an adult',
    implementedIn: ['src/shared/validation/birth-date.ts'],
  },
  // Verification
  {
    id: '5.verification.customer-number-invalid',
    title: 'Customer number verification shows invalid messages',
    implementedIn: [
      'src/features/auth/verification/steps/verification-rules.ts',
      'src/features/auth/verification/steps/customer-number-step.tsx',
    ],
  },
  {
    id: '5.verification.order-number-invalid',
    title: 'Order number verification shows invalid messages',
    implementedIn: [
      'src/shared/validation/order-number.ts',
      'src/features/auth/verification/steps/order-number-step.tsx',
    ],
  },
  // Contact form
  {
    id: '5.contact.email-valid',
    title: 'Contact form: email valid',
    implementedIn: ['src/features/customer-service/components/contact-form-page.tsx'],
  },
  {
    id: '5.contact.subject-and-text-required',
    title: 'Contact form: subject and free text required',
    implementedIn: [
      'src/features/customer-service/components/contact-form-page.tsx',
      'src/features/customer-service/components/message-field.tsx',
    ],
  },
  // Cancellation and deletion
  {
    id: '5.cancellation.reason-required',
    title: 'Cancellation requires choosing a reason',
    implementedIn: ['src/features/orders/components/cancel-order-dialog.tsx'],
  },
  {
    id: '5.account-deletion.password-required',
    title: 'Account deletion requires the password',
    implementedIn: ['src/features/account-settings/components/delete-account-modal.tsx'],
  },
  // Links without a token
  {
    id: '5.tokens.set-password-without-token',
    title: 'Set-password without a token fails',
    implementedIn: [
      'src/features/auth/passwords/set-password-page.tsx',
      'src/features/auth/light-account/light-user-set-password-page.tsx',
    ],
  },
  {
    id: '5.tokens.email-doi-without-token',
    title: 'Email DOI without token fails with ERROR',
    implementedIn: ['src/features/account-settings/components/confirm-email-change-page.tsx'],
  },
  {
    id: '5.tokens.market-research-without-token',
    title: 'Market-research confirmation without token is a generic error',
    implementedIn: ['src/features/mail-preferences/components/market-research-confirmation-page.tsx'],
  },
  // Account creation: the server's keys
  {
    id: '5.account-creation.server-address-keys',
    title:
      'Account creation server validation keys: invalid first name, last name, street, street number, city, zip code, address addition (server detail text shown)',
    implementedIn: ['src/features/auth/api/create-account-api.ts', 'src/shared/forms/server-field-errors.ts'],
  },
  {
    id: '5.account-creation.server-invalid-email',
    title: 'Account creation server validation key: invalid email',
    implementedIn: ['src/features/auth/api/create-account-api.ts', 'src/shared/forms/server-field-errors.ts'],
  },
  // Payment preference
  {
    id: '5.payment.installment-not-preferred',
    title: 'Installment purchase cannot be set as preferred payment method',
    implementedIn: ['src/features/payment-methods/components/preferred-payment-form.tsx'],
  },
]
