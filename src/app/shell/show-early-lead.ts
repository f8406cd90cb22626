import type { EarlyLeadContext } from '@/shared/api/early-answers'
import type { EarlyLeadReader } from '../early-lead-readers'

/** The `<template>` of a lead's piece in index.html: after the head's own, with the piece's name (prerender.tsx). */
export const earlyLeadPieceTemplateId = (headTemplateId: string, piece: string) => `${headTemplateId}-${piece}`

/** The attribute that marks the element of a lead's box the pieces go into (early-page-heads.tsx's `leadSlot`). */
export const leadSlotAttribute = 'data-early-lead-slot'

/**
 * A page's first lines from its answer (early-page-heads.tsx), put below the early frame's banner by index.html's
 * route script once the answer has come: the reader's pieces in the head's box, their `{name}` stand-ins filled
 * in. Nothing where the reader leaves the page to the app or a template is missing. Bundled with each reader into
 * the module the route script imports (scripts/prerender-plugin.mjs).
 */
export function showEarlyLead(
  read: EarlyLeadReader,
  {
    body,
    context,
    column,
    templateId,
  }: { body: unknown; context: EarlyLeadContext; column: Element; templateId: string },
): boolean {
  const lead = read(body, context)
  const box = lead && document.getElementById(templateId)
  if (!lead || !(box instanceof HTMLTemplateElement)) return false
  const content = box.content.cloneNode(true) as DocumentFragment
  const slot = content.querySelector(`[${leadSlotAttribute}]`)
  const pieces = lead.pieces.map((name) => document.getElementById(earlyLeadPieceTemplateId(templateId, name)))
  if (!slot || pieces.some((piece) => !(piece instanceof HTMLTemplateElement))) return false
  for (const piece of pieces as HTMLTemplateElement[]) slot.append(piece.content.cloneNode(true))
  slot.removeAttribute(leadSlotAttribute)
  fillValues(content, lead.values)
  column.append(content)
  return true
}

/** The `{name}` stand-ins of the text and of links (`%7Bname%7D` there), as text and attributes only. */
export function fillValues(root: ParentNode, values: Record<string, string>): void {
  const known = (name: string) => Object.prototype.hasOwnProperty.call(values, name)
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let text = walker.nextNode() as Text | null; text; text = walker.nextNode() as Text | null)
    text.data = text.data.replace(/\{(\w+)\}/g, (mark, name: string) => (known(name) ? values[name]! : mark))
  for (const link of root.querySelectorAll('[href]'))
    link.setAttribute(
      'href',
      (link.getAttribute('href') ?? '').replace(/%7B(\w+)%7D/g, (mark, name: string) =>
        known(name) ? encodeURIComponent(values[name]!) : mark,
      ),
    )
}
