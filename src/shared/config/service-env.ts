import * as z from 'zod'
// With its extension: vite.config.ts loads this module too, and its config loader wants one.
import { serviceNames, serviceUrlsOf, serviceUrlVariables, type ServiceBaseUrls } from './services.ts'

/** A service's base URL in a production build: absolute, over http(s), without query or fragment. */
const serviceUrl = z.url({ protocol: /^https?$/ }).refine((url) => !/[?#]/.test(url), 'no query or fragment')

const serviceEnvSchema = z.object(
  Object.fromEntries(serviceNames.map((service) => [serviceUrlVariables[service], serviceUrl])) as Record<
    string,
    typeof serviceUrl
  >,
)

/**
 * The services' base URLs from a production build's environment, or an error naming every variable that
 * is missing or no URL. The build calls it (vite.config.ts): a build without them would send each call to a
 * path of the app's own host, and that fails only once a customer uses it.
 */
export function serviceUrlsFromBuildEnv(env: Record<string, string | undefined>): ServiceBaseUrls {
  const result = serviceEnvSchema.safeParse(env)
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${String(issue.path[0])}: ${env[String(issue.path[0])] === undefined ? 'missing' : issue.message}`,
    )
    throw new Error(
      `The production build needs every service's base URL (see .env.production.example):\n  ${problems.join('\n  ')}`,
    )
  }
  return serviceUrlsOf(env)
}
