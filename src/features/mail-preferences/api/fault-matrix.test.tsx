import { describe, expect, it } from 'vitest'
import { describeFaultMatrix } from '@testing/fault-matrix'
import { db } from '@mock-server/db/db'
import { mailLinksOfScenario, mailPreferenceCalls } from '@testing/fault-cases/mail-preferences'
import { seedScenario } from '@testing/seed-scenario'

describe('the fault matrix opens the mail-links scenario’s own links', () => {
  it.each(Object.entries(mailLinksOfScenario))('%s is a link of a mail in the outbox', async (_name, link) => {
    await seedScenario('mail-links')
    expect(db.outbox.all().map((mail) => mail.link)).toContain(link)
  })
})

describeFaultMatrix('mail-preferences', mailPreferenceCalls)
