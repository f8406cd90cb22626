import { useEffect, useState } from 'react'
import type { HarnessController } from '../harness-controller'
import { Section } from '../panel-parts'
import { copyText, type CopyState, copyStateText } from '../copy-text'
import { linkLengthKept } from '../../tab-link'

/**
 * The tab's link, made afresh whenever something the panel shows changes (the fragment is compressed: async).
 * `current` is false while the link shown was made before the latest change.
 */
function useShareableLink(controller: HarnessController): { link: string | undefined; current: boolean } {
  const [made, setMade] = useState<{ link: string; version: number }>()
  const version = controller.version()
  useEffect(() => {
    let wanted = true
    void controller.shareableLink().then((link) => {
      if (wanted) setMade({ link, version })
    })
    return () => {
      wanted = false
    }
  }, [controller, version])
  return { link: made?.link, current: made?.version === version }
}

export function ShareSection({ controller }: { controller: HarnessController }) {
  const { link, current } = useShareableLink(controller)
  const [copied, setCopied] = useState<CopyState>('idle')
  return (
    <Section title="Link teilen">
      <label htmlFor="harness-link">Link zu diesem Stand (Seite, Daten, Anmeldung, Uhr, Flags, Fehler)</label>
      <input id="harness-link" readOnly value={link ?? ''} onFocus={(event) => event.target.select()} />
      <p className="harness__hint">
        {link === undefined || !current
          ? 'Link wird erstellt …'
          : `${link.length.toLocaleString('de-DE')} Zeichen. Der Zustand steht hinter dem #: er erreicht keinen Server.`}
      </p>
      {link && link.length > linkLengthKept ? (
        <p className="harness__warning">
          Länger als {linkLengthKept.toLocaleString('de-DE')} Zeichen: Mail-Programme und Tickets kürzen so lange Links
          mitunter. Ein gekürzter Link öffnet das Szenario ohne die Änderungen und sagt das. Sicher ist der Bericht als
          Datei („Fehler melden“).
        </p>
      ) : null}
      <button type="button" disabled={!link} onClick={() => void copyText(link ?? '').then(setCopied)}>
        Link kopieren
      </button>
      <p role="status">{copyStateText(copied, 'den Link oben')}</p>
    </Section>
  )
}
