import { annaSchmidt } from '../fixtures/customers'
import type { Product } from '../mock-server/db/schemas'
import {
  createMarketResearchConsent,
  createNewsletterSubscription,
  createOutboxMail,
  createStockReminder,
  seedDoubleOptInToken,
} from '../mock-server/factories/mail-preferences-factory'
import { stockReminderActiveMail } from '../mock-server/handlers/newsletter'
import type { SeedContext } from '../mock-server/factories/seed-context'
import { paths } from '../src/shared/config/paths'
import { defineScenario, userOf } from './scenario'
import { seedEverydayCustomer } from './seed-helpers'

/** Older than the week a double-opt-in link is valid. */
const expiredDaysAgo = 10

/** Products a customer would ask to be told about: sold out, or nearly. */
function scarceProducts(context: SeedContext): Product[] {
  const of = (availability: Product['availability']) => context.db.products.findMany((q) => q.where({ availability }))
  return [...of('SOLD_OUT'), ...of('ALMOST_SOLD_OUT')]
}

/** The subjects of the seeded mails, so tests, stories and suites open the one they mean. */
export const mailLinkSubjects = {
  newsletter: 'Ihr Newsletter: Die Top-Deals der Woche',
  newsletterDoubleOptIn: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
  stockReminderDoubleOptIn: 'Bitte bestätigen Sie Ihre Verfügbarkeitsbenachrichtigung',
  // Named by the product (stockReminderActiveMail); the scenario test keeps it in step.
  stockReminderActive: 'Verfügbarkeitsbenachrichtigung für „Armband Silber 925 mit Zirkonia“ ist aktiv',
  marketResearchDoubleOptIn: 'Bitte bestätigen Sie Ihre Teilnahme an unserer Kundenbefragung',
  upsell: 'Empfehlungen passend zu Ihrer Bestellung',
  expired: (subject: string) => `${subject} [Link abgelaufen]`,
  newsletterWithoutId: 'Ihr Newsletter: Die Top-Deals der Woche [Link ohne Abo-Nummer]',
  stockReminderDoubleOptInWithoutToken: 'Bitte bestätigen Sie Ihre Verfügbarkeitsbenachrichtigung [Link ohne Token]',
  stockReminderWithoutId: 'Verfügbarkeitsbenachrichtigung abbestellen [Link ohne Nummer]',
  marketResearchWithoutToken: 'Bitte bestätigen Sie Ihre Teilnahme an unserer Kundenbefragung [Link ohne Token]',
  upsellWithoutEmail: 'Empfehlungen passend zu Ihrer Bestellung [Link ohne E-Mail-Adresse]',
} as const

/**
 * Links the backend mails to a customer who is not signed in. Mails marked in brackets are for trying
 * the pages' failures: a link that expired, or one that lost a parameter on the way.
 */
export default defineScenario({
  id: 'mail-links',
  title: 'Links aus E-Mails (Newsletter, Verfügbarkeit, Marktforschung, Upsell)',
  description:
    'Anna Schmidt ist nicht angemeldet. Im Postausgang liegt je eine E-Mail mit Link zu Newsletter-Abmeldung, Newsletter-Bestätigung, Verfügbarkeitsbenachrichtigung (bestätigen, abbestellen), Marktforschung und Upsell-Abmeldung, dazu abgelaufene und unvollständige Links.',
  locale: 'de',
  startPath: paths.login.getHref(),
  users: [userOf(annaSchmidt)],
  seed: async (context) => {
    const anna = await seedEverydayCustomer(context, annaSchmidt)
    const to = anna.email
    const [bedLinen, scarceProduct] = scarceProducts(context)
    if (!bedLinen || !scarceProduct) throw new Error('mail-links needs two scarce products in the catalogue')

    const subscription = await createNewsletterSubscription(context, anna)
    const pending = await createStockReminder(context, anna, bedLinen, 'pending')
    const active = await createStockReminder(context, anna, scarceProduct, 'active')
    const consent = await createMarketResearchConsent(context, anna)
    const stockToken = (daysAgo: number) =>
      seedDoubleOptInToken(context, { type: 'stock-reminder', email: to, payload: { reminderId: pending.id }, daysAgo })
    const researchToken = (daysAgo: number) =>
      seedDoubleOptInToken(context, {
        type: 'market-research',
        email: to,
        customer: anna,
        payload: { consentId: consent.id },
        daysAgo,
      })
    const [latestOrder] = context.db.orders
      .findMany((q) => q.where({ customer: { id: anna.id } }))
      .sort((a, b) => b.placedAt.localeCompare(a.placedAt))
    if (!latestOrder) throw new Error('mail-links needs an order for the upsell mail')
    const upsell = { customerId: anna.id, email: to, externalOrderId: latestOrder.number }

    // Newest first in the outbox, in the order of the pages.
    const mails = [
      {
        kind: 'newsletter',
        subject: mailLinkSubjects.newsletter,
        body: 'Die besten Angebote der Woche. Zu viele E-Mails? Über diesen Link bestellen Sie den Newsletter ab oder erhalten ihn nur noch wöchentlich.',
        link: paths.newsletterCancelSubscription.getHref(subscription.id),
      },
      {
        kind: 'newsletter-double-opt-in',
        subject: mailLinkSubjects.newsletterDoubleOptIn,
        body: 'Bitte bestätigen Sie Ihre Anmeldung zum Newsletter. Danach erhalten Sie Ihren Willkommensgutschein über 10 €.',
        link: paths.newsletterConfirmation.getHref(),
      },
      {
        kind: 'stock-reminder-double-opt-in',
        subject: mailLinkSubjects.stockReminderDoubleOptIn,
        body: `Bitte bestätigen Sie, dass wir Ihnen schreiben dürfen, sobald „${bedLinen.name}“ wieder verfügbar ist.`,
        link: paths.stockReminderConfirmDoi.getHref(await stockToken(0)),
      },
      stockReminderActiveMail(active, scarceProduct.name),
      {
        kind: 'market-research-double-opt-in',
        subject: mailLinkSubjects.marketResearchDoubleOptIn,
        body: 'Sie möchten uns mit Ihrer Meinung helfen? Bitte bestätigen Sie Ihre Teilnahme über diesen Link.',
        link: paths.researchConfirmation.getHref(await researchToken(0)),
      },
      {
        kind: 'upsell',
        subject: mailLinkSubjects.upsell,
        body: `Diese Artikel passen zu Ihrer Bestellung ${latestOrder.number}. Keine solchen Empfehlungen mehr? Dann melden Sie sich über diesen Link ab.`,
        link: paths.unsubscribeUpsell.getHref(upsell),
      },
      {
        kind: 'stock-reminder-double-opt-in',
        subject: mailLinkSubjects.expired(mailLinkSubjects.stockReminderDoubleOptIn),
        body: `Der erste Bestätigungslink zu „${bedLinen.name}“, vor ${expiredDaysAgo} Tagen verschickt.`,
        link: paths.stockReminderConfirmDoi.getHref(await stockToken(expiredDaysAgo)),
      },
      {
        kind: 'market-research-double-opt-in',
        subject: mailLinkSubjects.expired(mailLinkSubjects.marketResearchDoubleOptIn),
        body: `Der erste Bestätigungslink, vor ${expiredDaysAgo} Tagen verschickt.`,
        link: paths.researchConfirmation.getHref(await researchToken(expiredDaysAgo)),
      },
      {
        kind: 'newsletter',
        subject: mailLinkSubjects.newsletterWithoutId,
        body: 'Ein Abmeldelink, dem die Nummer des Abonnements fehlt.',
        link: paths.newsletterCancelSubscription.getHref(),
      },
      {
        kind: 'stock-reminder-double-opt-in',
        subject: mailLinkSubjects.stockReminderDoubleOptInWithoutToken,
        body: 'Ein Bestätigungslink, dem das Token fehlt.',
        link: paths.stockReminderConfirmDoi.getHref(),
      },
      {
        kind: 'stock-reminder',
        subject: mailLinkSubjects.stockReminderWithoutId,
        body: 'Ein Abmeldelink, dem die Nummer der Benachrichtigung fehlt.',
        link: paths.stockReminderUnsubscribe.getHref(),
      },
      {
        kind: 'market-research-double-opt-in',
        subject: mailLinkSubjects.marketResearchWithoutToken,
        body: 'Ein Bestätigungslink, dem das Token fehlt.',
        link: paths.researchConfirmation.getHref(),
      },
      {
        kind: 'upsell',
        subject: mailLinkSubjects.upsellWithoutEmail,
        body: 'Ein Abmeldelink, dem die E-Mail-Adresse fehlt.',
        link: paths.unsubscribeUpsell.getHref({ ...upsell, email: undefined }),
      },
    ] as const
    for (const [index, mail] of mails.entries()) await createOutboxMail(context, { to, ...mail }, index + 1)
    return undefined
  },
})
