import { afterAll, afterEach, beforeEach } from 'vitest'
import { consoleGuard } from './console-guard'

// A console.error during a test is a defect: the guard records it and the test fails afterwards,
// naming the first one (testing/console-guard.ts). Installed by assignment, so restoreMocks keeps it.
// The setup file before all others that register hooks, so its afterEach runs last (hooks run as a
// stack): after the app's setup has unmounted the app.
consoleGuard.install()
beforeEach(() => consoleGuard.verify('between tests, after the previous test had ended'))
afterEach(() => consoleGuard.verify())
afterAll(() => consoleGuard.verify("after the file's last test had ended"))
