import { describeFaultMatrix } from '@testing/fault-matrix'
import { orderCalls } from './calls'

describeFaultMatrix('orders', orderCalls)
