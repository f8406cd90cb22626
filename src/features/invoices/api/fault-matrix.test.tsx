import { describeFaultMatrix } from '@testing/fault-matrix'
import { invoiceCalls } from './calls'

describeFaultMatrix('invoices', invoiceCalls)
