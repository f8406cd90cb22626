import { useState } from 'react'
import type { HarnessController } from '../harness-controller'
import { Section } from '../panel-parts'

export function ShareSection({ controller }: { controller: HarnessController }) {
  const link = controller.shareableLink()
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle')
  return (
    <Section title="Link teilen">
      <label htmlFor="harness-link">Link zu diesem Stand (Szenario, Umgebung, Shop, Flags, Seite)</label>
      <input id="harness-link" readOnly value={link} onFocus={(event) => event.target.select()} />
      <button
        type="button"
        onClick={() =>
          void navigator.clipboard.writeText(link).then(
            () => setCopied('copied'),
            () => setCopied('failed'),
          )
        }
      >
        Link kopieren
      </button>
      <p role="status">
        {copied === 'copied'
          ? 'Kopiert.'
          : copied === 'failed'
            ? 'Kopieren nicht erlaubt: bitte den Link oben markieren.'
            : ''}
      </p>
    </Section>
  )
}
