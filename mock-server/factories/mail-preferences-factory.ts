import type {
  Customer,
  MarketResearchConsent,
  NewsletterSubscription,
  OutboxMail,
  Product,
  StockReminder,
  TokenType,
} from '../db/schemas'
import { nextId } from '../runtime/ids'
import { issueToken } from '../runtime/tokens'
import { unguessableId } from '../runtime/unguessable-ids'
import { withTraits, type SeedContext, type Trait } from './seed-context'

/** Double opt-in links for stock reminders and market research (the spec names no validity; ours is a week). */
export const doubleOptInValidityMs = 7 * 24 * 60 * 60 * 1000

/**
 * A double-opt-in token as if mailed `daysAgo` before the scenario's instant (older than a week: expired),
 * from the seeded faker, so every run gives the same one.
 */
export async function seedDoubleOptInToken(
  context: SeedContext,
  issue: { type: TokenType; email: string; customer?: Customer; payload: Record<string, string>; daysAgo?: number },
): Promise<string> {
  const { daysAgo = 0, payload, ...rest } = issue
  return issueToken({
    ...rest,
    payload: JSON.stringify(payload),
    validForMs: doubleOptInValidityMs,
    seeded: {
      token: context.faker.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' }),
      issuedAt: new Date(context.now.getTime() - daysAgo * 24 * 60 * 60 * 1000),
    },
  })
}

export async function createNewsletterSubscription(
  context: SeedContext,
  customer: Customer,
  ...traits: Array<Trait<NewsletterSubscription>>
): Promise<NewsletterSubscription> {
  return context.db.newsletterSubscriptions.create(
    withTraits<NewsletterSubscription>(
      {
        id: unguessableId('subscription', context.randomBytes),
        email: customer.email,
        frequency: 'DAILY',
        status: 'active',
      },
      traits,
    ),
  )
}

/** A stock reminder for a product; a pending one waits for its double opt-in (seedDoubleOptInToken). */
export async function createStockReminder(
  context: SeedContext,
  customer: Customer,
  product: Product,
  status: StockReminder['status'],
): Promise<StockReminder> {
  return context.db.stockReminders.create({
    id: unguessableId('stock-reminder', context.randomBytes),
    email: customer.email,
    baseProductNo: product.baseProductNo,
    sku: product.sku,
    status,
    createdAt: context.now.toISOString(),
    confirmedAt: status === 'pending' ? null : context.now.toISOString(),
    unsubscribedAt: status === 'unsubscribed' ? context.now.toISOString() : null,
  })
}

/** A market-research consent waiting for its double opt-in (seedDoubleOptInToken). */
export async function createMarketResearchConsent(
  context: SeedContext,
  customer: Customer,
): Promise<MarketResearchConsent> {
  return context.db.marketResearchConsents.create({
    id: nextId('market-research'),
    email: customer.email,
    status: 'pending',
    createdAt: context.now.toISOString(),
    confirmedAt: null,
    customer,
  })
}

/** A mail already in the outbox when the scenario starts, sent `minutesAgo` before the scenario's instant. */
export async function createOutboxMail(
  context: SeedContext,
  mail: Omit<OutboxMail, 'id' | 'sentAt'>,
  minutesAgo: number,
): Promise<OutboxMail> {
  return context.db.outbox.create({
    ...mail,
    id: nextId('mail'),
    sentAt: new Date(context.now.getTime() - minutesAgo * 60_000).toISOString(),
  })
}
