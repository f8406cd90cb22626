// `node scripts/security-headers.ts`: the production build's security headers for the current environment's
// variables (the same the build reads), for the real web server (docs/production.md).
import { securityHeaders } from '../build/security-headers.ts'

for (const [name, value] of Object.entries(securityHeaders(process.env))) console.log(`${name}: ${value}`)
