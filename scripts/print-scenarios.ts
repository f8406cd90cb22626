/**
 * `npm run scenarios`: every scenario with its title, description and credentials.
 * `npm run scenarios -- --json` prints the same as JSON for tools.
 */
import { scenarios } from '../scenarios/registry'

const asJson = process.argv.includes('--json')

const listing = scenarios.map((scenario) => ({
  id: scenario.id,
  title: scenario.title,
  description: scenario.description,
  locale: scenario.locale,
  startPath: scenario.startPath,
  users: scenario.users.map(({ username, customerNumber, password, firstName, lastName }) => ({
    username,
    customerNumber,
    password,
    firstName,
    lastName,
  })),
}))

if (asJson) {
  process.stdout.write(`${JSON.stringify(listing, null, 2)}\n`)
} else {
  for (const scenario of listing) {
    console.log(`${scenario.id}  (${scenario.locale}, start ${scenario.startPath})`)
    console.log(`  ${scenario.title}`)
    console.log(`  ${scenario.description}`)
    for (const user of scenario.users) {
      const password = user.password ?? '(kein Passwort)'
      console.log(
        `  Anmeldung: ${user.username} oder Kundennummer ${user.customerNumber} / ${password}  (${user.firstName} ${user.lastName})`,
      )
    }
    console.log(`  Öffnen: http://localhost:5173/?scenario=${scenario.id}\n`)
  }
}
