import { describeFaultMatrix } from '@testing/fault-matrix'
import { withdrawalCalls } from '@testing/fault-cases/withdrawal'

describeFaultMatrix('withdrawal', withdrawalCalls)
