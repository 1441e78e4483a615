// The Spacing page: the space scale, radii and elevations, density, the console frame's measures.
// Docs only (src/docs/*.mdx): rendered from the theme's own values, not exported by the package.
/* eslint-disable i18next/no-literal-string */

import type { CSSProperties } from 'react';
import { createTheme } from '../theme/createTheme';
import { density, SIZES, tokens } from '../theme/tokens';
import { cell, kebab, mono, Table } from './docBlocks';

/** The spacing scale as bars of its real widths. */
export function SpaceScale() {
  return (
    <Table head={['Token', 'CSS variable', 'Value', '']}>
      {Object.entries(tokens.space).map(([name, value]) => (
        <tr key={name}>
          <td style={{ ...cell, ...mono }}>space.{name}</td>
          <td style={{ ...cell, ...mono }}>--cp-space-{name}</td>
          <td style={{ ...cell, ...mono }}>{value}</td>
          <td style={cell}>
            <div
              style={{ width: value, height: 16, background: createTheme().primarySolid, borderRadius: 2 }}
            />
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** Corner radii and elevations. */
export function RadiusAndShadow() {
  const box: CSSProperties = {
    width: 96,
    height: 56,
    background: tokens.color.bg,
    border: `1px solid ${tokens.color.border}`,
    display: 'grid',
    placeItems: 'center',
    ...mono,
  };
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, margin: '16px 0' }}>
      {Object.entries(tokens.radius).map(([name, value]) => (
        <figure key={name} style={{ margin: 0, display: 'grid', gap: 4 }}>
          <div style={{ ...box, borderRadius: value }}>{value}</div>
          <figcaption style={mono}>--cp-radius-{name}</figcaption>
        </figure>
      ))}
      {Object.entries(tokens.shadow).map(([name, value]) => (
        <figure key={name} style={{ margin: 0, display: 'grid', gap: 4 }}>
          <div style={{ ...box, border: 'none', boxShadow: value, borderRadius: tokens.radius.md }}>
            {name}
          </div>
          <figcaption style={mono}>--cp-shadow-{name}</figcaption>
        </figure>
      ))}
    </div>
  );
}

/** Control heights and paddings for each interface size (density) and control size. */
export function DensityTable() {
  return (
    <Table head={['Interface size', 'Control size', 'Height', 'Font', 'Button padding', 'Field padding']}>
      {SIZES.flatMap((interfaceSize) =>
        SIZES.map((control) => (
          <tr key={`${interfaceSize}-${control}`}>
            <td style={cell}>{control === 'large' ? interfaceSize : ''}</td>
            <td style={{ ...cell, ...mono }}>{control}</td>
            <td style={cell}>
              <div
                style={{
                  height: density[interfaceSize].height[control],
                  padding: `0 ${density[interfaceSize].buttonPadding[control]}`,
                  fontSize: density[interfaceSize].font[control],
                  border: `1px solid ${tokens.color.border}`,
                  borderRadius: tokens.radius.md,
                  display: 'inline-flex',
                  alignItems: 'center',
                  fontFamily: tokens.font.family,
                }}
              >
                {density[interfaceSize].height[control]}
              </div>
            </td>
            <td style={{ ...cell, ...mono }}>{density[interfaceSize].font[control]}</td>
            <td style={{ ...cell, ...mono }}>{density[interfaceSize].buttonPadding[control]}</td>
            <td style={{ ...cell, ...mono }}>{density[interfaceSize].fieldPadding[control]}</td>
          </tr>
        )),
      )}
    </Table>
  );
}

/** The layout measures of the console frame. */
export function LayoutMeasures() {
  return (
    <Table head={['Token', 'CSS variable', 'Value']}>
      {Object.entries(tokens.layout).map(([name, value]) => (
        <tr key={name}>
          <td style={{ ...cell, ...mono }}>layout.{name}</td>
          <td style={{ ...cell, ...mono }}>--cp-{kebab(name)}</td>
          <td style={{ ...cell, ...mono }}>{value}</td>
        </tr>
      ))}
    </Table>
  );
}
