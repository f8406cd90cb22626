import { describeFaultMatrix } from '@testing/fault-matrix'
import { accountSettingsCalls } from './calls'

describeFaultMatrix('account-settings', accountSettingsCalls)
