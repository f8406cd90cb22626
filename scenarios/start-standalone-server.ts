/** `npm run mock-server`: the standalone mock services, with every scenario to start from. */
import { startStandaloneServer } from '../mock-server/harness/standalone-server'
import { scenarioCatalogue } from './registry'

await startStandaloneServer(scenarioCatalogue, process.argv.slice(2))
