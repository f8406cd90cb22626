import { describeFaultMatrix } from '@testing/fault-matrix'
import { authCalls } from './calls'

describeFaultMatrix('auth', authCalls)
