import { describeFaultMatrix } from '@testing/fault-matrix'
import { paymentMethodCalls } from './calls'

describeFaultMatrix('payment-methods', paymentMethodCalls)
