import { useId, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { commonMessages } from '../intl/common-messages'
import './skeleton.css'

type SkeletonProps = {
  /** The page's layout in grey blocks: its own card and list classes around SkeletonBlocks. */
  children: ReactNode
  /** What is loading, read out only; "Wird geladen …" unless given. */
  label?: string
}

/**
 * A page's first load: grey blocks shaped like the cards that will come, instead of a spinner, so
 * the page keeps its place when the data arrives. Screen readers get the label, not the blocks.
 */
export function Skeleton({ children, label }: SkeletonProps) {
  const intl = useIntl()
  const labelId = useId()
  return (
    <div className="skeleton" role="status" aria-busy="true" aria-labelledby={labelId}>
      <span id={labelId} className="visually-hidden">
        {label ?? intl.formatMessage(commonMessages.loading)}
      </span>
      <div aria-hidden="true">{children}</div>
    </div>
  )
}

type SkeletonBlockProps = {
  /** What the block stands for; a line of text unless given. Pictures are squares: s 56, m 72, l 96 px. */
  shape?: 'line' | 'heading' | 'amount' | 'badge' | 'button' | 'circle' | 'picture-s' | 'picture-m' | 'picture-l'
  /** Of the space it sits in, for a line or heading (the other shapes have their own size). */
  width?: 'full' | 'long' | 'half' | 'short'
}

/** One grey block of a Skeleton. */
export function SkeletonBlock({ shape = 'line', width = 'full' }: SkeletonBlockProps) {
  const sized = shape === 'line' || shape === 'heading'
  return <span className={`skeleton__block skeleton__block--${shape}${sized ? ` skeleton__block--${width}` : ''}`} />
}

/** A card's head as the lists show it: its title and the status badge beside it. */
export function SkeletonCardHead() {
  return (
    <div className="card__head">
      <SkeletonBlock shape="heading" width="half" />
      <SkeletonBlock shape="badge" />
    </div>
  )
}
