// The pieces the Storybook docs pages' blocks share (colourBlocks, typeBlocks, spacingBlocks, motionBlocks,
// iconBlocks, voiceBlocks: one file a page of src/docs/*.mdx): every example is rendered from the theme's
// own values (theme/tokens.ts, createTheme, the presets, the icon set, locales/), so a page never
// shows a colour, size or text the product does not use. Docs only: not exported by the package.
// The docs are written for designers in English (like the stories); the product's texts they show
// come from locales/.
import type { CSSProperties, ReactNode } from 'react';
import { tokens } from '../theme/tokens';

export type ColorToken = keyof typeof tokens.color;

export const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
/** The CSS variable a token reaches components as. */
export const cssVar = (name: ColorToken) => `--cp-${kebab(name)}`;

export const mono: CSSProperties = { fontFamily: tokens.font.mono, fontSize: tokens.font.size.xs };
const table: CSSProperties = { borderCollapse: 'collapse', width: '100%', margin: '16px 0' };
export const cell: CSSProperties = {
  borderBottom: `1px solid ${tokens.color.borderLight}`,
  padding: '8px 12px',
  textAlign: 'left',
  verticalAlign: 'middle',
};

export function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <table style={table}>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} style={{ ...cell, fontWeight: tokens.font.weight.bold }}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
