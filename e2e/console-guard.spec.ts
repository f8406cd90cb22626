import { expect, scenarioUrl, test } from './fixtures'

// Opened by the test itself: its page must not load the app's files before they are taken away.
test.use({ opensScenarioFirst: false })

test('a script of the app that answers 404 and a style that answers 500 fail any test (the fixture’s console guard)', async ({
  page,
  consoleErrors,
}) => {
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.fulfill({ status: 404 }))
  await page.route(/\/assets\/[\w-]+\.css$/, (route) => route.fulfill({ status: 500 }))
  await page.goto(scenarioUrl({ scenario: 'default' }))
  await expect
    .poll(() => [...consoleErrors].sort())
    .toEqual([
      expect.stringMatching(/status of 404 \(Not Found\) \(http:\/\/localhost:\d+\/assets\/index-[\w-]+\.js\)$/),
      expect.stringMatching(/status of 500 \(Internal Server Error\) \(http:\/\/localhost:\d+\/assets\/[\w-]+\.css\)$/),
    ])
  // What the fixture asserts is empty as every test ends: emptied here, the only test that wants these.
  consoleErrors.length = 0
})
