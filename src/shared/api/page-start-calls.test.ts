import { describe, expect, it } from 'vitest'
import { routeParam } from './page-start-calls'

describe('routeParam', () => {
  it('reads a parameter of the page’s route, and gives an empty one where the route has none of that name', () => {
    expect(routeParam({ id: '3000123' }, 'id')).toBe('3000123')
    expect(routeParam({ id: '3000123' }, 'orderId')).toBe('')
  })
})
