import { describeFaultMatrix } from '@testing/fault-matrix'
import { wishlistCalls } from '@testing/fault-cases/wishlist'

describeFaultMatrix('wishlist', wishlistCalls)
