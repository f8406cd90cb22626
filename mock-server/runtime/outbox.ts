import { db } from '../db/db'
import type { OutboxMail } from '../db/schemas'
import { mockNowIso } from './clock'
import { nextId } from './ids'

/** Records a mail the backend would send; the harness panel lists it with its link. */
export async function sendMail(mail: Omit<OutboxMail, 'id' | 'sentAt'>): Promise<OutboxMail> {
  return db.outbox.create({ ...mail, id: nextId('mail'), sentAt: mockNowIso() })
}
