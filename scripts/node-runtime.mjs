/**
 * The Node major every script, test stage and tool runs on: the one `.nvmrc` names, which the
 * pinned `node` devDependency puts first on the path of every npm script.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

export const requiredNodeMajor = readFileSync(join(import.meta.dirname, '..', '.nvmrc'), 'utf8').trim()

/** Why this process may not go on, or undefined when it runs on the required major. */
export function wrongNodeRuntime(version = process.versions.node) {
  const major = version.split('.')[0]
  return major === requiredNodeMajor
    ? undefined
    : `Node ${version} runs this, the project needs Node ${requiredNodeMajor}: run it through npm (npm test, npm run …), which puts the pinned node package first on the path.`
}
