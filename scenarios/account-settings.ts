import { annaSchmidt, claraNeu } from '../fixtures/customers'
import { createCustomer, customerFromFixture } from '../mock-server/factories/customer-factory'
import { createOutboxMail } from '../mock-server/factories/mail-preferences-factory'
import { issueToken } from '../mock-server/runtime/tokens'
import { paths } from '../src/shared/config/paths'
import { defineScenario, userOf } from './scenario'
import { seedEverydayCustomer } from './seed-helpers'

/** The address Anna asked to change to two days ago; its link ran out after 24 hours. */
export const expiredEmailChange = {
  newEmail: 'anna.schmidt@beispiel-post.de',
  subject: 'Bitte bestätigen Sie Ihre neue E-Mail-Adresse [Link abgelaufen]',
}

/**
 * Anna Schmidt signed in, to change her email or password or delete her account. Clara Neumann's
 * account exists too, so her address is one already in use; the outbox holds an expired email-change link.
 */
export default defineScenario({
  id: 'account-settings',
  title: 'Konto-Einstellungen: E-Mail, Passwort, Konto löschen',
  description:
    'Anna Schmidt ist angemeldet und kann E-Mail-Adresse und Passwort ändern oder ihr Kundenkonto löschen. clara.neumann@example.de gehört schon zu einem anderen Kundenkonto; im Postausgang liegt ein abgelaufener Bestätigungslink für eine E-Mail-Änderung.',
  locale: 'de',
  startPath: paths.changeEmail.getHref(),
  users: [userOf(annaSchmidt), userOf(claraNeu)],
  seed: async (context) => {
    const anna = await seedEverydayCustomer(context, annaSchmidt)
    await createCustomer(context, customerFromFixture(claraNeu))
    const token = await issueToken({
      type: 'email-change',
      email: expiredEmailChange.newEmail,
      customer: anna,
      validForMs: 24 * 60 * 60 * 1000,
      payload: JSON.stringify({ newEmail: expiredEmailChange.newEmail, newsletterOptIn: false }),
      seeded: {
        token: context.faker.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' }),
        issuedAt: new Date(context.now.getTime() - 2 * 24 * 60 * 60 * 1000),
      },
    })
    await createOutboxMail(
      context,
      {
        to: expiredEmailChange.newEmail,
        kind: 'email-change',
        subject: expiredEmailChange.subject,
        body: 'Der Bestätigungslink Ihrer E-Mail-Änderung von vorgestern; er galt 24 Stunden.',
        link: paths.emailChangeConfirmDoi.getHref(token),
      },
      2 * 24 * 60,
    )
    return anna
  },
})
