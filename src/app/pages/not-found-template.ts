/**
 * Where the page-not-found page waits in index.html (production build): the route script shows it where
 * no route of the table matches, before the app has run (scripts/prerender-plugin.mjs). Apart from the
 * page: src/main.tsx reads the id without loading the page.
 */
export const notFoundTemplateId = 'page-not-found'
/** An address no route matches, at which the build renders the page. */
export const notFoundProbePath = 'seite-nicht-gefunden-prerendered'
