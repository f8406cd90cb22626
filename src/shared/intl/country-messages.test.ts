import { describe, expect, it } from 'vitest'
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { createIntl } from 'react-intl'
import catalogue from '../../../lang/de.json'
import { addressCountries } from '@/shared/validation/address'

/**
 * German puts an article before "Schweiz" and none before "Österreich" or "Deutschland": a country name pasted
 * into a sentence reads wrong in at least one shop. So a message naming a country takes the country's code
 * and picks the words with ICU `select`. Each such message, rendered for each country, against the sentence
 * written out in full.
 */
const sentences: Record<string, { values: Record<string, string | number>; DE: string; AT: string; CH: string }> = {
  'forms.zipCode.digits': {
    values: { count: 4 },
    DE: 'Bitte prüfen Sie Ihre Postleitzahl: Sie hat in Deutschland 4 Ziffern.',
    AT: 'Bitte prüfen Sie Ihre Postleitzahl: Sie hat in Österreich 4 Ziffern.',
    CH: 'Bitte prüfen Sie Ihre Postleitzahl: Sie hat in der Schweiz 4 Ziffern.',
  },
  'forms.zipCode.tooShort': {
    values: { count: 5 },
    DE: 'Bitte prüfen Sie Ihre Postleitzahl: Sie hat in Deutschland mindestens 5 Zeichen.',
    AT: 'Bitte prüfen Sie Ihre Postleitzahl: Sie hat in Österreich mindestens 5 Zeichen.',
    CH: 'Bitte prüfen Sie Ihre Postleitzahl: Sie hat in der Schweiz mindestens 5 Zeichen.',
  },
  'forms.phone.hint': {
    values: {},
    DE: 'Für Rückfragen zur Lieferung, z. B. 030 1234567',
    AT: 'Für Rückfragen zur Lieferung, z. B. 01 5123456',
    CH: 'Für Rückfragen zur Lieferung, z. B. 044 123 45 67',
  },
  'login.failedNotAllowedForCountryCode': {
    values: { shopLink: 'www.hse.xx' },
    DE: 'Ihr Kundenkonto gehört zu unserem Shop für Deutschland. Bitte melden Sie sich dort an: www.hse.xx',
    AT: 'Ihr Kundenkonto gehört zu unserem Shop für Österreich. Bitte melden Sie sich dort an: www.hse.xx',
    CH: 'Ihr Kundenkonto gehört zu unserem Shop für die Schweiz. Bitte melden Sie sich dort an: www.hse.xx',
  },
}

/** The names of the arguments a message takes, in selects and plurals too. */
function argumentNames(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    if (element.type === TYPE.literal || element.type === TYPE.pound) return []
    const own = 'value' in element ? [element.value] : []
    const nested =
      'options' in element ? Object.values(element.options).flatMap((option) => argumentNames(option.value)) : []
    const children = element.type === TYPE.tag ? argumentNames(element.children) : []
    return [...own, ...nested, ...children]
  })
}

const messages = catalogue as Record<string, { defaultMessage: string }>

describe('messages that name a country', () => {
  it('are each written out for every country here', () => {
    const namingACountry = Object.keys(messages).filter((id) =>
      argumentNames(parse(messages[id]!.defaultMessage)).includes('country'),
    )
    expect(namingACountry.sort()).toEqual(Object.keys(sentences).sort())
  })

  it.each(Object.entries(sentences))('%s reads right for each country', (id, { values, ...expected }) => {
    const intl = createIntl({ locale: 'de-DE', defaultLocale: 'de-DE' })
    const message = { id, defaultMessage: messages[id]!.defaultMessage }
    const rendered = Object.fromEntries(
      addressCountries.map((country) => [country, intl.formatMessage(message, { ...values, country })]),
    )
    expect(rendered).toEqual(expected)
  })
})
