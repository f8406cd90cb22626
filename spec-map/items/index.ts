import type { SpecSection } from '../spec-item'
import { routeItems } from './routes.ts'
import { flagItems } from './flags.ts'
import { entityItems } from './entities.ts'
import { roleItems } from './roles.ts'
import { flowItems } from './flows.ts'
import { validationItems } from './validation.ts'
import { callItems } from './calls.ts'
import { errorItems } from './errors.ts'
import { constantItems } from './constants.ts'

/** Every item of the spec map, section by section, in the spec's order. */
export const specSections: SpecSection[] = [
  { number: '2', title: 'Screens and routes', items: routeItems },
  { number: '3', title: 'Entities: value lists and feature flags', items: [...entityItems, ...flagItems] },
  { number: '4', title: 'States and transitions (flows)', items: flowItems },
  { number: '5', title: 'Validation rules', items: validationItems },
  { number: '6', title: 'Roles and permissions', items: roleItems },
  { number: '7', title: 'The calls it makes', items: callItems },
  { number: '8', title: 'The error catalogue', items: errorItems },
  { number: '9', title: 'Business constants and limits', items: constantItems },
]

export const specItems = specSections.flatMap((section) => section.items)

/** The tag a test or story carries to say it checks an item. */
export function specTag(id: string): string {
  return `spec:${id}`
}
