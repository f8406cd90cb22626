import { describe, expect, it } from 'vitest'
import type { ConfigEnv, UserConfig } from 'vite'
import viteConfig from '../vite.config'
// @ts-expect-error -- plain ESM helper of the build scripts
import { exampleProductionEnv } from './example-env.mjs'

const configFor = (mode: string, command: ConfigEnv['command']) =>
  (viteConfig as (env: ConfigEnv) => UserConfig)({ mode, command, isSsrBuild: false, isPreview: false })

describe('the build configuration', () => {
  it('stops a production build whose service URLs are not set, naming them', () => {
    expect(() => configFor('production', 'build')).toThrow(/VITE_CUSTOMER_SERVICE_URL: missing/)
  })

  it('builds the prototype and Storybook and serves the production preview without them (the mock or a built dist)', () => {
    expect(configFor('prototype', 'build').base).toBe('/')
    expect(configFor('production', 'serve').base).toBe('/dpl/av/')
    process.env.STORYBOOK = 'true'
    try {
      expect(configFor('production', 'build').base).toBe('/dpl/av/')
    } finally {
      delete process.env.STORYBOOK
    }
  })

  it(
    'serves the app under /dpl/av in production and at / in the local mock setup, with creators-hub/ below either as the creators-hub app',
    { tags: ['spec:2.routing.root-path', 'spec:2.routing.creators-hub'] },
    () => {
      expect(configFor('development', 'serve').base).toBe('/')
      expect(configFor('production', 'serve').base).toBe('/dpl/av/')
      process.env.VITE_CREATORS_HUB = 'true'
      try {
        expect(configFor('development', 'serve').base).toBe('/creators-hub/')
        expect(configFor('production', 'serve').base).toBe('/dpl/av/creators-hub/')
      } finally {
        delete process.env.VITE_CREATORS_HUB
      }
    },
  )

  it('builds production with every service URL set', () => {
    const saved = { ...process.env }
    Object.assign(process.env, exampleProductionEnv())
    try {
      expect(configFor('production', 'build').base).toBe('/dpl/av/')
    } finally {
      for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name]
    }
  })
})
