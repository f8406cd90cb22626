import type { ApiCall } from '@/shared/api/call-registry'

/** The withdrawal's call (ours, beyond the spec); it sits behind the two-step form, covered by the flow tests. */
export const withdrawalCalls: ApiCall[] = [{ service: 'orderService', method: 'POST', path: '/api/withdrawals' }]
