import type { TestRunnerConfig } from '@storybook/test-runner'
import { wrongNodeRuntime } from '../scripts/node-runtime.mjs'

const config: TestRunnerConfig = {
  // The test runner's Jest runs on the Node major of .nvmrc, like every other runner.
  setup() {
    const wrong = wrongNodeRuntime()
    if (wrong) throw new Error(wrong)
  },
}

export default config
