export type ManifestChunk = {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
export type Manifest = Record<string, ManifestChunk>
export type BudgetRow = { name: string; kb: number; files: number; budget: number; over: boolean }

export const budgetRoutes: [name: string, sources: string[], htmlFile: string, budgetKb: number][]
export function readManifest(outDir: string): Manifest
export function gzipKb(outDir: string, file: string): number
export function entryFiles(outDir: string): string[]
export function pageScripts(outDir: string, htmlFile: string): string[]
export function staticClosure(manifest: Manifest, key: string, seen?: Set<string>): Set<string>
export function keysOfFiles(manifest: Manifest, files: string[]): string[]
export function routeFiles(outDir: string, manifest: Manifest, sources: string[], htmlFile?: string): string[]
export function routeBudgets(outDir: string): BudgetRow[]
export function lazyChunkInitials(outDir: string): { name: string; kb: number }[]
export function formatBudgetRow(row: BudgetRow): string
