/** Password rules of spec sections 5 and 9: at least 8 characters, with strength hints. */
export const passwordMinLength = 8

export type PasswordStrength = 'tooShort' | 'unsafe' | 'safe' | 'verySafe'

/** A new password: at least 8 characters (spec sections 5 and 9). */
export function validateNewPassword(value: string): 'tooShort' | undefined {
  return value.length < passwordMinLength ? 'tooShort' : undefined
}

// Words a guesser tries first; a password built on one of them is flagged whatever its length.
const guessableKeywords = [
  'passwort',
  'password',
  'hse',
  'qwertz',
  'qwerty',
  '123456',
  'abcdef',
  'sommer',
  'winter',
  'geheim',
  'hallo',
]

function characterClasses(password: string): number {
  return [/[a-zäöüß]/, /[A-ZÄÖÜ]/, /\d/, /[^a-zA-Z0-9äöüÄÖÜß]/].filter((pattern) => pattern.test(password)).length
}

export function passwordStrength(password: string): PasswordStrength {
  if (password.length < passwordMinLength) return 'tooShort'
  const classes = characterClasses(password)
  if (password.length >= 12 && classes >= 3) return 'verySafe'
  if (classes >= 2) return 'safe'
  return 'unsafe'
}

/** Names of the customer count as guessable too. */
export function containsGuessableKeyword(password: string, personalWords: string[] = []): boolean {
  const lower = password.toLowerCase()
  return [
    ...guessableKeywords,
    ...personalWords.map((word) => word.toLowerCase()).filter((word) => word.length >= 3),
  ].some((word) => lower.includes(word))
}
