import { db } from '../../db/db'
import type { Customer } from '../../db/schemas'
import { isShopLocale, shopLocaleSettings, type ShopLocale } from '../../../src/shared/config/locales'

/** A customer by email (any case) or customer number (spaces and leading zeros ignored). */
export function findCustomerByUsername(username: string): Customer | undefined {
  const trimmed = username.trim()
  if (trimmed.includes('@')) {
    const email = trimmed.toLowerCase()
    return db.customers.findFirst((q) => q.where({ email: (value) => value.toLowerCase() === email }))
  }
  const customerNumber = trimmed.replace(/\s+/g, '').replace(/^0+/, '')
  return db.customers.findFirst((q) => q.where({ customerNumber }))
}

/** The shop the request comes from (its locale header); the German shop when it names none. */
export function requestShop(request: Request): ShopLocale {
  const locale = request.headers.get('x-locale')
  return isShopLocale(locale) ? locale : 'de'
}

/** Accounts sign in, and light accounts are created, in the shop of their country only. */
export function shopCountry(request: Request) {
  return shopLocaleSettings[requestShop(request)].countryCode
}
