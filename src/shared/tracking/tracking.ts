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

export type TrackingEvent =
  | { type: 'page_view'; pageType: TrackingPageType }
  | { type: 'login'; loginMethod: string }
  | { type: 'customer_type'; isNewCustomer: boolean }
  | { type: 'error'; code: string; category: 'client' | 'server' | 'network'; message: string }

export type TrackingAdapter = { send(event: TrackingEvent): void }

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

/** Default adapter: the tag manager's data layer, if the page has one. No personal data is sent. */
const dataLayerAdapter: TrackingAdapter = {
  send(event) {
    window.dataLayer?.push(event)
  },
}

let adapter: TrackingAdapter = dataLayerAdapter
const sentEvents: TrackingEvent[] = []

export function setTrackingAdapter(next: TrackingAdapter): void {
  adapter = next
}

export function track(event: TrackingEvent): void {
  sentEvents.push(event)
  if (sentEvents.length > 100) sentEvents.shift()
  adapter.send(event)
}

/** What was sent, newest last: for tests and the harness. */
export function sentTrackingEvents(): TrackingEvent[] {
  return [...sentEvents]
}

export function clearTrackingEvents(): void {
  sentEvents.length = 0
}
