import type { ApiCall } from '@/shared/api/call-registry'

/** The support form's call (fault matrix); it sits behind the form, covered by the flow tests. */
export const customerServiceCalls: ApiCall[] = [{ service: 'customer', method: 'POST', path: '/user/support-requests' }]
