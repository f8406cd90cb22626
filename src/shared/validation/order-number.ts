/** Order numbers are nine digits (as printed on the order confirmation), no leading zero. */
const orderNumberPattern = /^[1-9]\d{8}$/

export type OrderNumberError = 'required' | 'invalid'

export function validateOrderNumber(value: string): OrderNumberError | undefined {
  if (value.trim() === '') return 'required'
  return orderNumberPattern.test(value.trim()) ? undefined : 'invalid'
}
