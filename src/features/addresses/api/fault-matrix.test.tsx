import { describeFaultMatrix } from '@testing/fault-matrix'
import { addressCalls } from '@testing/fault-cases/addresses'

describeFaultMatrix('addresses', addressCalls)
