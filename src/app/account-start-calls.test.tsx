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
const personalDetailsPath = '/api/customer/user/personal-details'

describe('the calls an account page waits for, asked for with the app’s start', () => {
  let queryClient: QueryClient
  beforeEach(() => {
    queryClient = createQueryClient({ retryDelayMs: 0 })
    configureApiClient({ locale: 'de', serviceBaseUrls: absoluteMockServiceUrls(), timeoutMs: 2_000 })
  })
  afterEach(() => queryClient.clear())

  it('asks for the stay-logged-in setting and the personal details once the login state says signed in, and keeps the answers for the shell', async () => {
    await seedScenario('default')
    const loginStateCalls = countRequests('GET', loginStatePath)
    const settingCalls = countRequests('GET', settingPath)
    const personalDetailsCalls = countRequests('GET', personalDetailsPath)
    await askForAccountStartCalls(queryClient, scenarioRuntime('default'))
    expect([loginStateCalls(), settingCalls(), personalDetailsCalls()]).toEqual([1, 1, 1])
    expect(queryClient.getQueryData(sessionKeys.stayLoggedIn)).toEqual({ stayLoggedIn: false })
    expect(queryClient.getQueryData(sessionKeys.personalDetails)).toMatchObject({ firstName: 'Anna' })
  })

  it('asks nothing more for a signed-out visitor, nothing a flag switches off, no setting once the banner was dismissed', async () => {
    await seedScenario('anonymous')
    const settingCalls = countRequests('GET', settingPath)
    const personalDetailsCalls = countRequests('GET', personalDetailsPath)
    await askForAccountStartCalls(queryClient, scenarioRuntime('anonymous'))
    expect([settingCalls(), personalDetailsCalls()]).toEqual([0, 0])
    queryClient.clear()
    await seedScenario('default')
    await askForAccountStartCalls(
      queryClient,
      scenarioRuntime('default', { stayLoggedIn: false, completeProfile: false }),
    )
    expect([settingCalls(), personalDetailsCalls()]).toEqual([0, 0])
    queryClient.clear()
    dismissStayLoggedInBanner()
    await askForAccountStartCalls(queryClient, scenarioRuntime('default'))
    expect([settingCalls(), personalDetailsCalls()]).toEqual([0, 1])
  })
})
