import { describeFaultMatrix } from '@testing/fault-matrix'
import { customerServiceCalls } from '@testing/fault-cases/customer-service'

describeFaultMatrix('customer-service', customerServiceCalls)
