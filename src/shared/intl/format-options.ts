/**
 * How the app writes dates and money (formatting.ts); apart from React, so that the early frame's readers
 * (src/app/early-lead-readers.ts) write them the same way before the app has run.
 */
export const dateFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' } as const

export const moneyFormatOptions = (currency: string) => ({ style: 'currency', currency }) as const
