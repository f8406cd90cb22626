import { describeFaultMatrix } from '@testing/fault-matrix'
import { addressCalls } from './calls'

describeFaultMatrix('addresses', addressCalls)
