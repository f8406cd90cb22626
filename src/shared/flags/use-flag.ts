import type { FlagName } from '@flags/definitions'
import { useRuntime } from '../config/runtime'

/** The one way the app reads a feature flag. */
export function useFlag(name: FlagName): boolean {
  return useRuntime().flags[name]
}
