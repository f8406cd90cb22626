import { createRoot } from 'react-dom/client'
import type { HarnessController } from './harness-controller'
import { HarnessPanel } from './harness-panel'
import './harness-panel.css'

/**
 * Mounts the panel in its own DOM root and React root after the app. It sits in the document flow
 * (shown above the app, see the CSS), so it pushes the page down instead of covering any of it,
 * and the app's own controls come first in the tab order.
 */
export function mountHarnessPanel(controller: HarnessController): void {
  const container = document.createElement('div')
  container.id = 'harness-root'
  document.body.append(container)
  document.body.classList.add('has-harness')
  createRoot(container).render(<HarnessPanel controller={controller} />)
}
