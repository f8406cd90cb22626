export declare const baselineDir: string
export declare const diffDir: string
export declare const pictureScale: number
export declare function visualCheckFromEnv(env?: Record<string, string | undefined>): {
  mode: 'compare' | 'update'
  baselineDir: string
  diffDir: string
} | null
