import { describeFaultMatrix } from '@testing/fault-matrix'
import { followedCreatorCalls } from './calls'

describeFaultMatrix('followed-creators', followedCreatorCalls)
