/**
 * Where account home's early frame (early-account-frame.tsx) waits in index.html, and the stand-ins in
 * its greeting that index.html's route script fills in from the login state. Apart from the frame's
 * component: src/main.tsx reads the id without loading the account shell.
 */
export const earlyFrameTemplateId = 'early-account-frame'
export const earlyFramePlaceholders = { name: '{name}', customerNumber: '{customerNumber}' } as const
