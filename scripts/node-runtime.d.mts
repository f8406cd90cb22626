export const requiredNodeMajor: string
export function wrongNodeRuntime(version?: string): string | undefined
