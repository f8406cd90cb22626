import { describeFaultMatrix } from '@testing/fault-matrix'
import { orderCalls } from '@testing/fault-cases/orders'

describeFaultMatrix('orders', orderCalls)
