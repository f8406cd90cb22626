import { startMockBackend } from '../mock-server/harness/browser'
import { scenarioCatalogue } from './registry'

/** The dev and prototype builds' one way into the mock (src/main.tsx): the browser entry with every scenario. */
export function startBrowserHarness({ basename }: { basename: string }) {
  return startMockBackend({ basename, catalogue: scenarioCatalogue })
}
