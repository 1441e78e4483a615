/**
 * The invoice font for the mock in Node (the HTTP API, Vitest; decision 0069): Noto Sans Hans
 * Regular (GB2312 and Latin, SIL OFL 1.1) as @embedpdf/fonts-sc ships it, cut by subset-font
 * (HarfBuzz's hb-subset) down to the characters of one invoice, about 40 kB.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

export const INVOICE_FONT_FILE = 'NotoSansHans-Regular.otf';

let full: Promise<Buffer> | undefined;

export async function invoiceFontFor(text: string): Promise<Uint8Array> {
  const require = createRequire(import.meta.url);
  // The package exports only its index (dist/index.*); the fonts sit beside dist/.
  full ??= readFile(
    path.join(path.dirname(require.resolve('@embedpdf/fonts-sc')), '..', 'fonts', INVOICE_FONT_FILE),
  );
  const { default: subsetFont } = await import('subset-font');
  return new Uint8Array(await subsetFont(await full, text, { targetFormat: 'sfnt' }));
}
