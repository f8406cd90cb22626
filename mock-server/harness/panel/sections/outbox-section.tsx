import type { HarnessController } from '../harness-controller'
import { Section, timeFormat } from '../panel-parts'

export function OutboxSection({ controller }: { controller: HarnessController }) {
  const mails = controller.outbox()
  return (
    <Section title={`Postausgang (${mails.length})`}>
      {mails.length === 0 ? <p>Noch keine E-Mails versendet.</p> : null}
      <ul className="harness__outbox">
        {mails.map((mail) => (
          <li key={mail.id}>
            <strong>{mail.subject}</strong> an {mail.to}{' '}
            <span className="harness__muted">({timeFormat.format(new Date(mail.sentAt))})</span>
            {mail.link ? (
              <>
                {' '}
                · <a href={mail.link}>Link öffnen</a>
              </>
            ) : null}
            <details className="harness__mail-body">
              <summary>Inhalt</summary>
              <p>{mail.body}</p>
            </details>
          </li>
        ))}
      </ul>
    </Section>
  )
}
