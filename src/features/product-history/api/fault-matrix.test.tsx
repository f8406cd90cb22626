import { describeFaultMatrix } from '@testing/fault-matrix'
import { productHistoryCalls } from './calls'

describeFaultMatrix('product-history', productHistoryCalls)
