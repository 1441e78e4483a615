// The docs tables of Storybook (.storybook/translatedDefaults.ts): a default that is a translation
// shows its text, not the expression. Button's docs showed "t('ui:button.loading')" (issue 28.6).
import { describe, expect, it } from 'vitest';
import { translatedDefault, translatedDefaults } from '../../../../.storybook/translatedDefaults';

describe('translated defaults in the docs tables', () => {
  it("shows Button's loading label as the text a reader hears, with every language in the detail", () => {
    const enhanced = translatedDefaults({
      argTypes: {
        loadingLabel: {
          name: 'loadingLabel',
          type: { name: 'string', required: false },
          table: { defaultValue: { summary: '"t(\'ui:button.loading\')"' } },
        },
        size: {
          name: 'size',
          type: { name: 'string', required: false },
          table: { defaultValue: { summary: 'medium' } },
        },
      },
    } as never);
    expect(enhanced.loadingLabel?.table?.defaultValue?.summary).toBe('"Loading…"');
    expect(enhanced.loadingLabel?.table?.defaultValue?.detail).toContain('zh "加载中…"');
    expect(enhanced.size?.table?.defaultValue?.summary).toBe('medium');
  });

  it('keeps the words around a call and leaves unknown keys as they are', () => {
    expect(translatedDefault("an icon and t('ui:table.empty')")?.summary).toMatch(/^an icon and "[^"]+"$/);
    expect(translatedDefault("t('ui:result.<status>.title') for 404/401/403/500")).toBeUndefined();
    expect(translatedDefault("t('ui:no.such.key')")).toBeUndefined();
  });
});
