import { describe, expect, it } from 'vitest'
import { requiredNodeMajor, wrongNodeRuntime } from './node-runtime.mjs'

describe('the Node runtime', () => {
  it('runs Vitest on the Node major of .nvmrc', () => {
    expect(requiredNodeMajor).toBe('24')
    expect(process.version).toMatch(new RegExp(`^v${requiredNodeMajor}\\.`))
    expect(wrongNodeRuntime()).toBeUndefined()
  })

  it('names the version found and the one needed otherwise', () => {
    expect(wrongNodeRuntime('20.20.2')).toMatch(/Node 20\.20\.2 runs this, the project needs Node 24/)
  })
})
