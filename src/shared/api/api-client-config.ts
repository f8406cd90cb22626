import { mockServicePaths, type ServiceBaseUrls } from '../config/services'
import type { ShopLocale } from '../config/locales'

export type ApiClientConfig = {
  locale: ShopLocale
  serviceBaseUrls: ServiceBaseUrls
  /** Calls that take longer fail with a timeout error. */
  timeoutMs: number
}

let config: ApiClientConfig = { locale: 'de', serviceBaseUrls: mockServicePaths, timeoutMs: 20_000 }

/** Set once at start-up (and by tests); every request reads it. */
export function configureApiClient(next: Partial<ApiClientConfig>): void {
  config = { ...config, ...next }
}

export function getApiClientConfig(): ApiClientConfig {
  return config
}
