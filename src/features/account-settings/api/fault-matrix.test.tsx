import { describeFaultMatrix } from '@testing/fault-matrix'
import { accountSettingsCalls } from '@testing/fault-cases/account-settings'

describeFaultMatrix('account-settings', accountSettingsCalls)
