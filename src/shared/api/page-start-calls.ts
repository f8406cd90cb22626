import type { QueryClient } from '@tanstack/react-query'
import type { AppRuntime } from '@/shared/config/runtime'
import type { LoggedInUser } from '@/shared/session/session-schemas'

/** What a page's start calls may depend on: the route's parameters, the signed-in customer, locale and clock. */
export type PageStartContext = {
  queryClient: QueryClient
  params: Readonly<Record<string, string | undefined>>
  user: LoggedInUser
  runtime: Pick<AppRuntime, 'locale' | 'now'>
}

/**
 * The calls a signed-in page makes as it opens, for the app's start (src/app/page-start-calls.ts). A page
 * opened by its address then renders the first time with their answers, in slices, behind the early frame:
 * without them it renders a spinner and, when an answer comes, the page in one long task the browser
 * cannot interrupt (React renders a query's new answer synchronously). Each call must be one the page
 * makes itself (the same query key and function), or the page asks again once it shows.
 */
export type PageStartCalls = (context: PageStartContext) => Promise<void>[]

/** A parameter of the page's route (`id` of `orders/:id`), empty where the route has none of that name. */
export function routeParam(params: PageStartContext['params'], name: string): string {
  return params[name] ?? ''
}
