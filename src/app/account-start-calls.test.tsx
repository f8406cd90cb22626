import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { QueryClient } from '@tanstack/react-query'
import { countRequests } from '@testing/count-requests'
import { seedScenario } from '@testing/seed-scenario'
import { absoluteMockServiceUrls, scenarioRuntime } from '@testing/render-app'
import { configureApiClient } from '@/shared/api/api-client-config'
import { dismissStayLoggedInBanner } from '@/shared/session/local-preferences'
import { sessionKeys } from '@/shared/session/session-api'
import { askForAccountStartCalls } from './account-start-calls'
import { createQueryClient } from './create-query-client'

const loginStatePath = '/api/customer/user/login-state'
const settingPath = '/api/customer/user/auth/stay-logged-in'

describe('the calls an account page waits for, asked for with the app’s start', () => {
  let queryClient: QueryClient
  beforeEach(() => {
    queryClient = createQueryClient({ retryDelayMs: 0 })
    configureApiClient({ locale: 'de', serviceBaseUrls: absoluteMockServiceUrls(), timeoutMs: 2_000 })
  })
  afterEach(() => queryClient.clear())

  it('asks for the stay-logged-in setting once the login state says signed in, and keeps the answer for the shell', async () => {
    await seedScenario('default')
    const loginStateCalls = countRequests('GET', loginStatePath)
    const settingCalls = countRequests('GET', settingPath)
    await askForAccountStartCalls(queryClient, scenarioRuntime('default'))
    expect([loginStateCalls(), settingCalls()]).toEqual([1, 1])
    expect(queryClient.getQueryData(sessionKeys.stayLoggedIn)).toEqual({ stayLoggedIn: false })
  })

  it('asks nothing more for a signed-out visitor, with the flag off, or once the banner was dismissed', async () => {
    await seedScenario('anonymous')
    const settingCalls = countRequests('GET', settingPath)
    await askForAccountStartCalls(queryClient, scenarioRuntime('anonymous'))
    queryClient.clear()
    await seedScenario('default')
    await askForAccountStartCalls(queryClient, scenarioRuntime('default', { stayLoggedIn: false }))
    queryClient.clear()
    dismissStayLoggedInBanner()
    await askForAccountStartCalls(queryClient, scenarioRuntime('default'))
    expect(settingCalls()).toBe(0)
  })
})
