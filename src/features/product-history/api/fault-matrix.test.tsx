import { describeFaultMatrix } from '@testing/fault-matrix'
import { productHistoryCalls } from '@testing/fault-cases/product-history'

describeFaultMatrix('product-history', productHistoryCalls)
