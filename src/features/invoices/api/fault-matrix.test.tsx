import { describeFaultMatrix } from '@testing/fault-matrix'
import { invoiceCalls } from '@testing/fault-cases/invoices'

describeFaultMatrix('invoices', invoiceCalls)
