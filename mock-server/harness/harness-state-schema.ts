import * as z from 'zod'
import { environments, flagNames } from '../../flags/definitions'
import { shopLocales } from '../../src/shared/config/locales'
import { faultKinds } from '../runtime/faults'
import type { HarnessState } from './harness-state'

const faultRuleSchema = z.object({
  service: z.string(),
  endpoint: z.string().optional(),
  kind: z.enum(faultKinds),
  remaining: z.union([z.number().int().nonnegative(), z.literal('always')]),
})

const latencySchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('none') }),
  z.object({ mode: z.literal('realistic') }),
  z.object({ mode: z.literal('slow-3g') }),
  z.object({ mode: z.literal('fixed'), ms: z.number().nonnegative() }),
])

/** Latency and injected faults, as the tab keeps them and a link carries them. */
export const mockControlsSchema = z.object({ faults: z.array(faultRuleSchema), latency: latencySchema })

/**
 * The stored harness state as it must look to be restored. Loose: fields added later (a clock
 * setting) pass through untouched; what is there must have the right shape.
 */
const harnessStateSchema = (isKnownScenario: (id: string) => boolean) =>
  z.looseObject({
    scenarioId: z.string().refine(isKnownScenario, 'unknown scenario'),
    env: z.enum(environments),
    locale: z.enum(shopLocales),
    flagOverrides: z.partialRecord(z.enum(flagNames as [string, ...string[]]), z.boolean()),
    clockOffsetMs: z.number().finite(),
    controls: mockControlsSchema.optional(),
    panelCollapsed: z.boolean().optional(),
  })

/**
 * The harness state kept in sessionStorage, or undefined when it is missing, not JSON or not
 * the right shape (edited by hand, left by an older version): the caller then re-seeds.
 */
export function parseStoredHarnessState(
  raw: string | null,
  isKnownScenario: (id: string) => boolean,
): HarnessState | undefined {
  if (!raw) return undefined
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return undefined
  }
  const result = harnessStateSchema(isKnownScenario).safeParse(value)
  return result.success ? (result.data as unknown as HarnessState) : undefined
}
