export type ServiceEnv = Record<`VITE_${string}`, string>

export function standaloneServiceEnv(services: string): ServiceEnv
export const productionSuitePorts: { app: number; services: number; mock: number; prismMock: number; unleash: number }
export const productionSuiteOutDir: string
export const unleashTestTokens: { admin: string; frontend: string }
export function productionSuiteServiceEnv(): ServiceEnv
