import { describeFaultMatrix } from '@testing/fault-matrix'
import { customerServiceCalls } from './calls'

describeFaultMatrix('customer-service', customerServiceCalls)
