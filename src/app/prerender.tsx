import { StrictMode, type ReactNode } from 'react'
import type { ShopLocale } from '@/shared/config/locales'
import { prerender as prerenderToStream } from 'react-dom/static'
import { StaticRouter } from 'react-router'
import { App } from './app'
import { AppProviders } from './app-providers'
import { createQueryClient } from './create-query-client'
import { notFoundProbePath, notFoundTemplateId } from './pages/not-found-template'
import { EarlyAccountFrame } from './shell/early-account-frame'
import {
  earlyFrameParts,
  earlyFramePlaceholders,
  earlyFrameTemplateId,
  earlyPageHeadTemplateId,
} from './shell/early-account-frame-template'
import { earlyPageHeads, EarlyPageHeadView, isLeadOfAnswer } from './shell/early-page-heads'
import { earlyLeadPieceTemplateId } from './shell/show-early-lead'
import { configureApiClient, getApiClientConfig } from '@/shared/api/api-client-config'
import { describeRequest } from '@/shared/api/api-client'
import { snakeCaseKeys } from '@/shared/api/case-conversion'
import { earlyConfirmationKey } from '@/shared/mail-link/early-confirmation'
import { earlyConfirmationDoneTemplateId } from '@/shared/mail-link/early-confirmation-template'
import { confirmEmailChangeRequest } from '@/features/account-settings/api/change-email-api'
import { paths } from '@/shared/config/paths'
import {
  earlyCustomerRequest,
  earlyLoginStateKey,
  earlyStayLoggedInKey,
  loginStatePath,
  stayLoggedInPath,
} from '@/shared/session/early-login-state'
import { stayLoggedInBannerDismissedKey } from '@/shared/session/local-preferences'
import { earlyFlagsKey, earlyFlagsRequest } from '@flags/early-flags'
import { defaultFlags, type FlagName } from '@flags/definitions'
import { initialProductionRuntime, productionServiceUrls } from './production-runtime'
import { recordEarlyPageCalls, type EarlyPageCall } from './early-page-calls'
import { createAppRoutes } from './routes'
import { earlyPageAnswersKey } from '@/shared/api/early-answers'

/** The router's basename, as src/main.tsx has it. */
const basename = import.meta.env.BASE_URL.replace(/\/$/, '') || '/'

/** The app's paths, for the route script's route patterns (scripts/prerender-plugin.mjs). */
export { paths as appPaths }
/** The page-not-found page's template in index.html, and the address the build renders it at. */
export const notFoundTemplate = { templateId: notFoundTemplateId, probePath: notFoundProbePath }
/** The routes the build writes as HTML, the same list src/main.tsx decides to hydrate by. */
export { prerenderedRoutes } from './prerendered-routes'

/**
 * The build-time render of a page (scripts/prerender-plugin.mjs, production build only): the same
 * tree src/main.tsx hydrates, with the runtime the first screen has (default flags, nothing known
 * about the session yet). Waits for the lazy page, so the markup holds the whole first screen.
 */
export async function prerender(location: string): Promise<string> {
  const { prelude } = await prerenderToStream(
    <StrictMode>
      <App
        runtime={initialProductionRuntime()}
        basename={basename}
        router={(routes) => (
          <StaticRouter basename={basename} location={location}>
            {routes}
          </StaticRouter>
        )}
      />
    </StrictMode>,
  )
  return new Response(prelude).text()
}

/**
 * The early account frame (src/app/shell/early-account-frame.tsx) as markup for index.html's
 * `<template>`, with the placeholders and parts the route script fills in or takes away, and what it
 * needs to decide on the stay-logged-in banner as the app does (`StayLoggedInBanner`): the flag (from the
 * flags' early answer, else the environment's default), the dismissal in local storage, the setting.
 */
export async function prerenderEarlyAccountFrame(env: ImportMetaEnv = import.meta.env): Promise<{
  markup: string
  templateId: string
  placeholders: typeof earlyFramePlaceholders
  parts: typeof earlyFrameParts
  loginStateKey: string
  loginPath: string
  banner: {
    setting: EarlyRequest
    flag: 'stayLoggedIn'
    flagDefault: boolean
    flagsKey: string
    dismissedKey: string
  }
}> {
  const { prelude } = await prerenderToStream(
    <AppProviders runtime={initialProductionRuntime()} queryClient={createQueryClient()} routes={[]}>
      <EarlyAccountFrame />
    </AppProviders>,
  )
  const { environment } = configureProductionApiClient(env)
  return {
    markup: await new Response(prelude).text(),
    templateId: earlyFrameTemplateId,
    placeholders: earlyFramePlaceholders,
    parts: earlyFrameParts,
    loginStateKey: earlyLoginStateKey,
    // Where ProtectedRoute sends a signed-out visitor (with `?redirect=`), for the route script to go there first.
    loginPath: `${import.meta.env.BASE_URL.replace(/\/$/, '')}${paths.login.path}`,
    banner: {
      setting: { key: earlyStayLoggedInKey, credentials: 'include', ...earlyCustomerRequest(stayLoggedInPath) },
      flag: 'stayLoggedIn',
      flagDefault: defaultFlags(environment).stayLoggedIn,
      // Among `earlyRequests` only where a flag service is configured: without it, the default counts.
      flagsKey: earlyFlagsKey,
      dismissedKey: stayLoggedInBannerDismissedKey,
    },
  }
}

/** A page's head for the early frame (early-page-heads.tsx), and when the route script shows it. */
export type EarlyPageHeadMarkup = {
  path: string
  /** Its `<template>`s: the head, and for a lead of the page's answer each of its pieces after it. */
  templates: { templateId: string; markup: string }[]
  /** The route's flag and its default where no flag service answers; the head shows only with it on. */
  flag?: { name: string; default: boolean }
  needsOwnPassword?: boolean
  /** A lead of the page's answer (its pieces' templates follow the head's): the call it reads, its reader and flags. */
  fromAnswer?: {
    callPath: string
    reader: string
    flags: { name: string; default: boolean }[]
  }
}

/**
 * The heads of the account pages whose first lines are the same for everyone, or follow from the page's first
 * answer alone, as markup for index.html's `<template>`s: the section's heading and the page's lead (or the box
 * and the pieces of a lead of the answer), below the early frame's banner.
 */
export async function prerenderEarlyPageHeads(env: ImportMetaEnv = import.meta.env): Promise<EarlyPageHeadMarkup[]> {
  const { environment } = configureProductionApiClient(env)
  const render = async (path: string, content: ReactNode) => {
    const { prelude } = await prerenderToStream(
      <AppProviders runtime={initialProductionRuntime()} queryClient={createQueryClient()} routes={[]}>
        <StaticRouter basename={basename} location={`${basename === '/' ? '' : basename}${path}`}>
          {content}
        </StaticRouter>
      </AppProviders>,
    )
    return new Response(prelude).text()
  }
  const flagOf = (name: FlagName) => ({ name, default: defaultFlags(environment)[name] })
  return Promise.all(
    earlyPageHeads.map(async (head, index) => {
      const { lead } = head
      const pieces = isLeadOfAnswer(lead) ? Object.entries(lead.pieces) : []
      const templates = [
        {
          templateId: earlyPageHeadTemplateId(index),
          markup: await render(head.path, <EarlyPageHeadView head={head} />),
        },
        ...(await Promise.all(
          pieces.map(async ([name, piece]) => ({
            templateId: earlyLeadPieceTemplateId(earlyPageHeadTemplateId(index), name),
            markup: await render(head.path, piece),
          })),
        )),
      ]
      return {
        path: head.path,
        templates,
        ...(head.flag ? { flag: flagOf(head.flag) } : {}),
        ...(head.needsOwnPassword ? { needsOwnPassword: true } : {}),
        ...(isLeadOfAnswer(lead)
          ? {
              fromAnswer: {
                callPath: lead.callPath,
                reader: lead.reader,
                flags: (lead.flags ?? []).map(flagOf),
              },
            }
          : {}),
      }
    }),
  )
}

/** The shop the build is for (VITE_SHOP_LOCALE): what the early heads' readers format their values for. */
export function buildShopLocale(): ShopLocale {
  return initialProductionRuntime().locale
}

/** The API client as the production app configures it (its service URLs and locale, from the build's environment). */
function configureProductionApiClient(env: ImportMetaEnv) {
  const runtime = initialProductionRuntime()
  configureApiClient({ serviceBaseUrls: productionServiceUrls(env), locale: runtime.locale })
  return runtime
}

/** A prerendered page that confirms its mailed link before the app runs, and shows the answer (`confirmationScript`). */
export type EarlyConfirmationMarkup = {
  /** The prerendered route (src/app/prerendered-routes.ts). */
  path: string
  tokenParameter: string
  /** The confirming call as the app sends it; its body has the token as the `"{token}"` stand-in. */
  request: { url: string; headers: Record<string, string>; body: string; timeoutMs: number }
  /** Where the script leaves the call (src/shared/mail-link/early-confirmation.ts). */
  key: string
  /** The page's done view, its values as `{name}` stand-ins for the answer's `fields`, which must be texts. */
  done: { templateId: string; markup: string; fields: string[] }
}

/**
 * The pages opened from a mail whose largest paint is the answer of their confirming call: the email change's
 * confirmation ("Vielen Dank! Ihre E-Mail-Adresse ist jetzt …"). Its script sends the call as the page is
 * parsed and shows the done view rendered here, as the app renders it for an answer with `{email}`
 * (useMailLinkConfirmation starts from the shown answer, so the app hydrates that view).
 */
export async function prerenderEarlyConfirmations(
  env: ImportMetaEnv = import.meta.env,
): Promise<EarlyConfirmationMarkup[]> {
  configureProductionApiClient(env)
  const path = paths.emailChangeConfirmDoi.path
  const call = confirmEmailChangeRequest('{token}')
  const { url, headers } = describeRequest(call)
  const holder = globalThis as Record<string, unknown>
  // As the page's script leaves a shown answer, for the render's first pass.
  holder[earlyConfirmationKey] = {
    token: 'prerendered',
    answer: new Promise(() => {}),
    shownBody: { email: '{email}' },
  }
  let markup: string
  try {
    markup = await prerender(
      `${import.meta.env.BASE_URL}${paths.emailChangeConfirmDoi.getHref('prerendered').slice(1)}`,
    )
  } finally {
    delete holder[earlyConfirmationKey]
  }
  return [
    {
      path,
      tokenParameter: 'token',
      request: {
        url,
        headers,
        body: JSON.stringify(snakeCaseKeys(call.body)),
        timeoutMs: getApiClientConfig().timeoutMs,
      },
      key: earlyConfirmationKey,
      done: { templateId: earlyConfirmationDoneTemplateId, markup, fields: ['email'] },
    },
  ]
}

/** A request index.html's route script sends before the app's script has loaded, and where it leaves the answer. */
export type EarlyRequest = {
  key: string
  url: string
  headers: Record<string, string>
  credentials: RequestCredentials
  timeoutMs?: number
}

/**
 * What every signed-in page waits for, asked for by index.html's route script while the app's script
 * still loads (scripts/prerender-plugin.mjs): the login-state call as the production app sends it (its
 * service URL and locale from the build's environment, as src/main.tsx configures them), and the
 * flags from Unleash where a flag service is configured. The app reads each answer once.
 */
export function earlyRequests(env: ImportMetaEnv = import.meta.env): EarlyRequest[] {
  const { environment } = configureProductionApiClient(env)
  const loginState: EarlyRequest = {
    key: earlyLoginStateKey,
    credentials: 'include',
    ...earlyCustomerRequest(loginStatePath),
  }
  if (!env.VITE_UNLEASH_URL || !env.VITE_UNLEASH_CLIENT_KEY) return [loginState]
  const flags = earlyFlagsRequest({ url: env.VITE_UNLEASH_URL, clientKey: env.VITE_UNLEASH_CLIENT_KEY, environment })
  return [loginState, { key: earlyFlagsKey, credentials: 'same-origin', ...flags }]
}

/** Where the route script leaves the answers of a page's own first calls (`earlyPageCalls`), for the app to take. */
export { earlyPageAnswersKey }

/**
 * The GETs the account page at `path` (a pattern of src/shared/config/paths.ts, e.g. `/orders/:id`) makes as it
 * opens, as the production app sends them: index.html's route script sends them once it has shown the early
 * frame, while the app's script still loads (scripts/prerender-plugin.mjs), and the page's start calls take
 * the answers (src/shared/api/early-answers.ts).
 */
export function earlyPageCalls(path: string, env: ImportMetaEnv = import.meta.env): Promise<EarlyPageCall[]> {
  return recordEarlyPageCalls(createAppRoutes(), path, configureProductionApiClient(env))
}
