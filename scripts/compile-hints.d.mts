import type { Plugin } from 'vite'

export const eagerCompileHint: string
export function compileHintPlugin(): Plugin
