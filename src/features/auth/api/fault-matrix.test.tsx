import { describeFaultMatrix } from '@testing/fault-matrix'
import { authCalls } from '@testing/fault-cases/auth'

describeFaultMatrix('auth', authCalls)
