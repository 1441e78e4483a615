import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { createTheme } from './createTheme';
import { THEME_PRESETS } from './presets';
import { tokens } from './tokens';
import { withMain } from '../internal/withMain';

const meta = {
  title: 'Foundations/Theme',
  decorators: [withMain],
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const SHADES = [
  ['primary', 'Primary'],
  ['primarySolid', 'Solid'],
  ['primaryHover', 'Hover'],
  ['primaryActive', 'Active'],
  ['primaryLight', 'Light'],
  ['primaryLighter', 'Lighter'],
  ['primaryText', 'Text'],
] as const;

const caption = {
  fontSize: 12,
  color: 'var(--cp-text-secondary)',
  fontFamily: 'var(--cp-font-mono)',
} as const;
const heading = { margin: '0 0 8px', fontSize: 16 } as const;

function Swatch({ color, label }: { color: string; label: string }) {
  return (
    <div style={{ display: 'grid', gap: 4, justifyItems: 'start' }}>
      <div
        style={{
          width: 64,
          height: 32,
          borderRadius: 4,
          background: color,
          border: '1px solid var(--cp-border-light)',
        }}
      />
      <span style={{ fontSize: 12 }}>{label}</span>
      <span style={caption}>{color}</span>
    </div>
  );
}

/** The eight presets: each primary colour and the shades createTheme derives from it. */
export const Presets: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {THEME_PRESETS.map((preset) => {
        const theme = createTheme(preset.color);
        return (
          <section
            key={preset.id}
            aria-label={preset.id}
            style={{ display: 'flex', gap: 16, alignItems: 'center' }}
          >
            <div
              style={{
                width: 112,
                padding: '6px 8px',
                borderRadius: 4,
                background: theme.primarySolid,
                color: theme.primaryContrast,
                fontWeight: 600,
              }}
            >
              {preset.id}
            </div>
            {SHADES.map(([key, label]) => (
              <Swatch key={key} color={theme[key]} label={label} />
            ))}
          </section>
        );
      })}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('region')).toHaveLength(8);
  },
};

/** Colour, type, space, radius and shadow tokens (the same for every preset). */
export const Tokens: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <section aria-labelledby="tokens-colour">
        <h2 id="tokens-colour" style={heading}>
          Colour
        </h2>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
          {Object.entries(tokens.color).map(([name, value]) => (
            <Swatch key={name} color={value} label={name} />
          ))}
        </div>
      </section>
      <section aria-labelledby="tokens-type">
        <h2 id="tokens-type" style={heading}>
          Type
        </h2>
        <div style={{ display: 'grid', gap: 4 }}>
          {Object.entries(tokens.font.size).map(([name, value]) => (
            <div key={name} style={{ display: 'flex', alignItems: 'baseline', gap: 12 }}>
              <span style={{ ...caption, width: 88 }}>
                {name} {value}
              </span>
              <span style={{ fontSize: value }}>链上服务 Chain service</span>
            </div>
          ))}
        </div>
      </section>
      <section aria-labelledby="tokens-space" style={{ display: 'flex', gap: 48 }}>
        <div>
          <h2 id="tokens-space" style={heading}>
            Space
          </h2>
          {Object.entries(tokens.space).map(([name, value]) => (
            <div key={name} style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 4 }}>
              <span style={{ ...caption, width: 72 }}>
                {name} {value}
              </span>
              <span style={{ width: value, height: 12, background: 'var(--cp-primary-solid)' }} />
            </div>
          ))}
        </div>
        <div>
          <h2 style={heading}>Radius</h2>
          <div style={{ display: 'flex', gap: 12 }}>
            {Object.entries(tokens.radius).map(([name, value]) => (
              <div key={name} style={{ display: 'grid', gap: 4, justifyItems: 'center' }}>
                <span
                  style={{
                    width: 48,
                    height: 48,
                    borderRadius: value,
                    border: '2px solid var(--cp-primary-solid)',
                  }}
                />
                <span style={caption}>{name}</span>
              </div>
            ))}
          </div>
        </div>
        <div>
          <h2 style={heading}>Shadow</h2>
          <div style={{ display: 'flex', gap: 24, padding: 8 }}>
            {Object.entries(tokens.shadow).map(([name, value]) => (
              <div
                key={name}
                style={{
                  width: 72,
                  height: 48,
                  borderRadius: 4,
                  boxShadow: value,
                  display: 'grid',
                  placeItems: 'center',
                }}
              >
                <span style={caption}>{name}</span>
              </div>
            ))}
          </div>
        </div>
      </section>
    </div>
  ),
};
