import { onTestFinished } from 'vitest'
import { server } from '../mock-server/harness/node'

/** Counts the requests to `method pathname` the mock server gets from now until the end of the test. */
export function countRequests(method: string, pathname: string): () => number {
  let count = 0
  const listener = ({ request }: { request: Request }) => {
    if (request.method === method && new URL(request.url).pathname === pathname) count += 1
  }
  server.events.on('request:start', listener)
  onTestFinished(() => server.events.removeListener('request:start', listener))
  return () => count
}
