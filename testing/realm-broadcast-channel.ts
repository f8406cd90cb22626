/**
 * BroadcastChannel within this test file's realm: Node's own reaches every worker thread of the run, so one
 * file's app would hear another file's sign-ins (session-across-tabs.ts). Delivered as the browser does: to
 * every other open channel of the name, after the current task.
 */
export class RealmBroadcastChannel extends EventTarget {
  private static open = new Set<RealmBroadcastChannel>()
  onmessage: ((event: MessageEvent) => void) | null = null

  constructor(readonly name: string) {
    super()
    RealmBroadcastChannel.open.add(this)
  }

  postMessage(data: unknown): void {
    for (const other of RealmBroadcastChannel.open)
      if (other !== this && other.name === this.name)
        setTimeout(() => {
          const event = new MessageEvent('message', { data })
          other.dispatchEvent(event)
          other.onmessage?.(event)
        }, 0)
  }

  close(): void {
    RealmBroadcastChannel.open.delete(this)
  }
}
