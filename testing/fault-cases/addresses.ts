import type { MessageDescriptor } from 'react-intl'
import {
  answeredOrNoConnection,
  loadFailedOnEveryFault,
  onEveryFault,
  type ApiCall,
  type UserStep,
} from './call-registry'
import { paths } from '@/shared/config/paths'
import { addressMessages } from '@/features/addresses/messages'

/** Ursula's Postfiliale in the dhl-addresses scenario: neither preferred nor deleted, so it can be both. */
const postfiliale = 'Postfiliale 512, 80331 München'

/** A postal address the address check finds nothing to correct in (default scenario, Peter's prefilled name). */
const postalAddress = { Straße: 'Hauptstraße', Hausnummer: '5', Postleitzahl: '80331', Ort: 'München' }

/** A postal address the check answers with a suggestion for ("Hauptstr." becomes "Hauptstraße"). */
const postalAddressToCheck = { ...postalAddress, Straße: 'Hauptstr.' }

/** Spec section 8: the save or check error of the form; the connection message when no answer came. */
const formFailure = (message: MessageDescriptor) => answeredOrNoConnection(message)

const editPackstation: UserStep = { click: 'Die Adresse Packstation 123, 85737 Ismaning bearbeiten', role: 'link' }

/** The address book's calls (fault matrix, spec section 7). */
export const addressCalls: ApiCall[] = [
  {
    service: 'customer',
    method: 'GET',
    path: '/user/delivery-address',
    screen: { scenario: 'dhl-addresses', path: paths.myAddresses.getHref(), expected: loadFailedOnEveryFault },
  },
  {
    service: 'customer',
    method: 'GET',
    path: '/user/delivery-address/:id',
    // The edit page, opened from the address book, loads the address it changes.
    screen: {
      scenario: 'dhl-addresses',
      path: paths.myAddresses.getHref(),
      steps: [editPackstation],
      expected: loadFailedOnEveryFault,
    },
  },
  {
    service: 'customer',
    method: 'POST',
    path: '/user/delivery-address/add',
    screen: {
      scenario: 'default',
      path: paths.addDeliveryAddress.getHref(),
      steps: [{ fill: postalAddress }, { click: 'Adresse speichern' }],
      expected: formFailure(addressMessages.saveFailed),
    },
  },
  {
    service: 'customer',
    method: 'POST',
    path: '/user/delivery-address',
    // A DHL station is saved without the address check.
    screen: {
      scenario: 'dhl-addresses',
      path: paths.myAddresses.getHref(),
      steps: [editPackstation, { fill: { 'DHL-Postnummer': '87654321' } }, { click: 'Adresse speichern' }],
      expected: formFailure(addressMessages.saveFailed),
    },
  },
  {
    service: 'customer',
    method: 'DELETE',
    path: '/user/delivery-address/:id',
    // Spec section 8: a failed delete shows nothing; the address stays listed as it was, its delete
    // button pressable again once the call has settled, not marked deleted (that is, no restore
    // button: what a delete that went through shows). No alert either: components/address-flows.test.tsx.
    screen: {
      scenario: 'dhl-addresses',
      path: paths.myAddresses.getHref(),
      steps: [{ click: `Die Adresse ${postfiliale} löschen` }],
      expected: onEveryFault({
        present: { role: 'button', name: `Die Adresse ${postfiliale} löschen` },
        absent: { role: 'button', name: `Die Adresse ${postfiliale} wiederherstellen` },
      }),
    },
  },
  {
    service: 'customer',
    method: 'PATCH',
    path: '/user/delivery-address/:id/restore',
    // Only a deleted address can be restored: the customer deletes one first (that call goes through).
    screen: {
      scenario: 'dhl-addresses',
      path: paths.myAddresses.getHref(),
      steps: [
        { click: `Die Adresse ${postfiliale} löschen` },
        { click: `Die Adresse ${postfiliale} wiederherstellen` },
      ],
      expected: onEveryFault(addressMessages.restoreFailed),
    },
  },
  {
    service: 'customer',
    method: 'PATCH',
    path: '/user/address/:id/set-preferred',
    screen: {
      scenario: 'dhl-addresses',
      path: paths.myAddresses.getHref(),
      steps: [{ click: `Als bevorzugte Adresse festlegen: ${postfiliale}` }],
      expected: onEveryFault(addressMessages.setPreferredFailed),
    },
  },
  {
    service: 'addressCheck',
    method: 'POST',
    path: '/addresses/check',
    // Spec section 8: a failing check sets the validate error ('Error at validate address').
    screen: {
      scenario: 'default',
      path: paths.addDeliveryAddress.getHref(),
      steps: [{ fill: postalAddressToCheck }, { click: 'Adresse speichern' }],
      expected: formFailure(addressMessages.validateFailed),
    },
  },
  {
    service: 'addressCheck',
    method: 'GET',
    path: '/addresses',
    // Only a prefill of a light account's new billing address: on any fault the form starts empty, unblocked.
    screen: {
      scenario: 'light-account-checkout',
      path: paths.billingAddress.getHref(),
      expected: onEveryFault({
        present: { role: 'button', name: 'Adresse speichern' },
        absent: { text: /Wir haben die Adresse aus Ihrer Bestellung eingetragen/ },
      }),
    },
  },
]
