/** How the app writes dates and money (formatting.ts). */
export const dateFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' } as const

export const moneyFormatOptions = (currency: string) => ({ style: 'currency', currency }) as const
