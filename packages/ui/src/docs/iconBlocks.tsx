// The Icons page: every icon of the set at its two sizes.
// Docs only (src/docs/*.mdx): rendered from the theme's own values, not exported by the package.

import { Icon, ICONS } from '../components/Icon';
import { tokens } from '../theme/tokens';
import { mono } from './docBlocks';

/**
 * The names of the set. Storybook's react-docgen adds `displayName` and `__docgenInfo` to every
 * exported object, ICONS included, so only the entries that are components count (rendering
 * `__docgenInfo` as an icon was React error 130 on the Icons page).
 */
const ICON_NAMES = Object.entries(ICONS)
  .filter(([, glyph]) => typeof glyph === 'object' && glyph !== null && '$$typeof' in glyph)
  .map(([name]) => name);

/** Every icon a route table or menu may name, at 16 px (menus) and 24 px (cards), with its name. */
export function IconSet() {
  return (
    <ul
      style={{
        listStyle: 'none',
        padding: 0,
        margin: '16px 0',
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
        gap: 12,
      }}
    >
      {ICON_NAMES.map((name) => (
        <li
          key={name}
          style={{
            display: 'grid',
            justifyItems: 'center',
            gap: 8,
            padding: 12,
            border: `1px solid ${tokens.color.borderLight}`,
            borderRadius: tokens.radius.lg,
            color: tokens.color.text,
          }}
        >
          <span style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
            <Icon name={name} size={16} />
            <Icon name={name} size={24} />
          </span>
          <code style={mono}>{name}</code>
        </li>
      ))}
    </ul>
  );
}
