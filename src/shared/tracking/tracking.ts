import { hasTrackingConsent } from './tracking-consent'

/** Tracking page types of spec section 2. */
export type TrackingPageType =
  | 'welcome'
  | 'home'
  | 'account'
  | 'account_login'
  | 'account_light_registration'
  | 'account_login_password'
  | 'account_customer_data'
  | 'account_data_confirmation_order_number'
  | 'account_data_confirmation_customer_number'
  | 'account_data_confirmation_address'
  | 'account_data_confirmation_call_center'

/** A product as tag managers read it in `ecommerce.items` (GA4 names). */
export type TrackedItem = {
  item_id: string
  item_variant: string
  item_name: string
  item_brand?: string
  price: number
  quantity: number
}

/**
 * What the app pushes to the tag manager's data layer, in its names (GA4 events where there is one).
 * Never an email, a name, the customer number or the birth date: the derived age only.
 */
export type TrackingEvent =
  | { event: 'page_view'; page_type: TrackingPageType }
  | { event: 'login'; method: string }
  | { event: 'sign_up'; method: 'email' | 'google'; account_type: 'full' | 'light' }
  | {
      event: 'error'
      error_code: string
      error_category: 'client' | 'server' | 'network'
      error_message: string
    }
  | {
      event: 'add_to_cart'
      ecommerce: { currency: string; value: number; shipping_days: number; items: TrackedItem[] }
    }
  | { event: 'user_data'; age?: number; return_rate?: number }
  | { event: 'customer_type'; new_customer: boolean }

declare global {
  interface Window {
    dataLayer?: object[]
  }
}

/**
 * Pushes the event to `window.dataLayer`, the queue tag managers read, only with the visitor's
 * tracking consent. Without it the event is dropped, not kept for later: nothing about a visit
 * before consent is held or sent afterwards.
 */
export function track(event: TrackingEvent): void {
  if (!hasTrackingConsent()) return
  const dataLayer = (window.dataLayer ??= [])
  // Tag managers merge pushes: the previous product must not ride along with this one.
  if ('ecommerce' in event) dataLayer.push({ ecommerce: null })
  dataLayer.push(event)
}

/** What reached the data layer on this page, oldest first: for tests (the panel reads the layer itself). */
export function sentTrackingEvents(): TrackingEvent[] {
  return (window.dataLayer ?? []).filter((entry): entry is TrackingEvent => 'event' in entry)
}

export function clearTrackingEvents(): void {
  window.dataLayer?.splice(0)
}
