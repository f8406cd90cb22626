import { describeFaultMatrix } from '@testing/fault-matrix'
import { withdrawalCalls } from './calls'

describeFaultMatrix('withdrawal', withdrawalCalls)
