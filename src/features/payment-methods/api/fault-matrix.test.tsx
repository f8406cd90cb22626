import { describeFaultMatrix } from '@testing/fault-matrix'
import { paymentMethodCalls } from '@testing/fault-cases/payment-methods'

describeFaultMatrix('payment-methods', paymentMethodCalls)
