// The Motion page: the three durations, each with a mark that travels in it.
// Docs only (src/docs/*.mdx): rendered from the theme's own values, not exported by the package.
/* eslint-disable i18next/no-literal-string */

import { useState } from 'react';
import { createTheme } from '../theme/createTheme';
import { tokens } from '../theme/tokens';
import { cell, mono, Table } from './docBlocks';

const MOTION_USES = {
  fast: 'Small state changes a pointer causes: hover colours',
  base: 'Colour, border and shadow changes of cards and links; images fading in',
  slow: 'Things that move across the page: the drawer sliding in, the sidebar folding',
} as const;

/** The three durations, each with a mark that travels in it when you press Play. */
export function MotionTokens() {
  const [moved, setMoved] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setMoved((m) => !m)} style={{ margin: '8px 0', font: 'inherit' }}>
        {moved ? 'Back' : 'Play'}
      </button>
      <Table head={['Token', 'CSS variable', 'Duration', 'Use', '']}>
        {Object.entries(tokens.motion).map(([name, value]) => (
          <tr key={name}>
            <td style={{ ...cell, ...mono }}>motion.{name}</td>
            <td style={{ ...cell, ...mono }}>--cp-motion-{name}</td>
            <td style={{ ...cell, ...mono }}>{value}</td>
            <td style={cell}>{MOTION_USES[name as keyof typeof MOTION_USES]}</td>
            <td style={{ ...cell, width: 200 }}>
              <div
                style={{
                  width: 24,
                  height: 24,
                  borderRadius: tokens.radius.round,
                  background: createTheme().primarySolid,
                  transform: moved ? 'translateX(160px)' : 'none',
                  transition: `transform ${value} ease-out`,
                }}
              />
            </td>
          </tr>
        ))}
      </Table>
    </>
  );
}
