import { describeFaultMatrix } from '@testing/fault-matrix'
import { wishlistCalls } from './calls'

describeFaultMatrix('wishlist', wishlistCalls)
