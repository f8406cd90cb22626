/** @jsxRuntime classic */
// The manager bundle compiles JSX the classic way, so React must be in scope.
import React, { useState } from 'react'
import { addons, types, useGlobals } from 'storybook/manager-api'
import { IconButton, WithTooltip } from 'storybook/internal/components'
import { flagNames, formatFlagOverrides, parseFlagOverrides, type FlagName } from '../flags/definitions'
import { flagDescriptions } from '../flags/flag-descriptions'

/**
 * Toolbar tool "Flags": switch several feature flags at once for every story. Each flag is
 * "wie Story/Umgebung", on or off; the choice is kept in the `flags` global (`a,-b`).
 */
function FlagsTool() {
  const [globals, updateGlobals] = useGlobals()
  const [open, setOpen] = useState(false)
  const overrides = parseFlagOverrides(typeof globals.flags === 'string' ? globals.flags : '')
  const setFlag = (name: FlagName, value: string) => {
    const next = { ...overrides }
    if (value === 'default') delete next[name]
    else next[name] = value === 'on'
    updateGlobals({ flags: formatFlagOverrides(next) })
  }
  const count = Object.keys(overrides).length
  return (
    <WithTooltip
      placement="bottom"
      visible={open}
      onVisibleChange={setOpen}
      tooltip={
        <div
          style={{
            padding: 10,
            display: 'grid',
            gridTemplateColumns: 'auto auto',
            gap: '4px 12px',
            alignItems: 'center',
          }}
        >
          {flagNames.map((name) => (
            <label key={name} style={{ display: 'contents' }}>
              <span title={flagDescriptions[name].description}>{name}</span>
              <select
                value={overrides[name] === undefined ? 'default' : overrides[name] ? 'on' : 'off'}
                onChange={(event) => setFlag(name, event.target.value)}
              >
                <option value="default">wie Story</option>
                <option value="on">an</option>
                <option value="off">aus</option>
              </select>
            </label>
          ))}
        </div>
      }
    >
      <IconButton title="Feature-Flags für alle Stories">{count ? `Flags (${count})` : 'Flags'}</IconButton>
    </WithTooltip>
  )
}

addons.register('mein-konto/flags', () => {
  addons.add('mein-konto/flags/tool', { type: types.TOOL, title: 'Flags', render: () => <FlagsTool /> })
})
