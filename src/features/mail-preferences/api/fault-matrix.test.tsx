import { describeFaultMatrix } from '@testing/fault-matrix'
import { mailPreferenceCalls } from './calls'

describeFaultMatrix('mail-preferences', mailPreferenceCalls)
