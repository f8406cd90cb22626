import type { MessageDescriptor } from 'react-intl'

type Messages = Record<string, MessageDescriptor & { id: string; defaultMessage: string }>

/**
 * Plain message descriptors, so formatMessage accepts values for placeholders. react-intl 12's
 * own defineMessages types every message as having no values unless each is typed by hand.
 * The formatjs extractor finds messages by this function's name.
 */
export function defineMessages<const T extends Messages>(messages: T): T {
  return messages
}
