import * as z from 'zod/mini'

// zod's faster object parser compiles code with `new Function`, which the CSP forbids (no 'unsafe-eval'): its
// probe for it is reported as a violation on every page. Set before any schema is built (src/main.tsx imports
// this first), so the probe never runs.
z.config({ jitless: true })
