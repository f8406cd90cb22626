import { describeFaultMatrix } from '@testing/fault-matrix'
import { followedCreatorCalls } from '@testing/fault-cases/followed-creators'

describeFaultMatrix('followed-creators', followedCreatorCalls)
