export const fontconfigFile: string
export const chromiumArgs: string[]
export const chromiumEnv: Record<string, string | undefined>
export function unpinnedBrowser(): string | undefined
export function installedVersion(name: string): string
export function chromiumExecutable(): Promise<string>
export function chromiumLaunchOptions(): Promise<{
  executablePath: string
  args: string[]
  env: Record<string, string | undefined>
}>
