import { db } from '../db/db'
import { nextId } from './ids'

/**
 * A new eight-digit customer number in a series (e.g. 80000001, 80000002, …), never one that is
 * taken. Counted per series with the deterministic ids, so the same clicks give the same number.
 */
export function newCustomerNumber(seriesStart: number): string {
  const counter = `customer-number-${seriesStart}`
  for (;;) {
    const customerNumber = String(seriesStart + Number(nextId(counter).split('-').at(-1)))
    if (!db.customers.findFirst((q) => q.where({ customerNumber }))) return customerNumber
  }
}
