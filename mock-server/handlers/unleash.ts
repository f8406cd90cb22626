import { http, HttpResponse } from 'msw'
import { flagNames, type FlagValues } from '../../flags/definitions'
import { checkAnswerAgainstContract } from '../runtime/mock-contract'

/**
 * The Unleash frontend API as the mock answers it: the flag values the harness panel chose.
 * The app reads them through the same unleash-proxy-client adapter as in production.
 */
let toggles: FlagValues | undefined

export function setUnleashToggles(values: FlagValues): void {
  toggles = values
}

export const unleashFrontendPath = '/api/unleash/frontend'

function frontendApiAnswer(request: Request): Response {
  if (!request.headers.get('authorization')) return HttpResponse.json({ error: 'missing client key' }, { status: 401 })
  // Like the real frontend API: only enabled toggles are listed.
  const enabled = toggles ? flagNames.filter((name) => toggles?.[name]) : []
  return HttpResponse.json({
    toggles: enabled.map((name) => ({
      name,
      enabled: true,
      variant: { name: 'disabled', enabled: false },
      impressionData: false,
    })),
  })
}

export const unleashHandlers = [
  http.get(`*${unleashFrontendPath}`, ({ request }) => {
    const response = frontendApiAnswer(request)
    // Held to the contract like the services' answers (with-service.ts), under Unleash's own path.
    checkAnswerAgainstContract({ service: 'unleash', method: 'GET', path: '/api/frontend' }, response)
    return response
  }),
]
