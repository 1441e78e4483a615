import { describe, expect, it } from 'vitest';
import { csvText } from './exportCsv';

describe('csvText', () => {
  it('quotes what needs it and keeps an empty row as an empty line', async () => {
    const text = await csvText([['method', 'calls'], ['a,"b"', 3], [], ['失败', 0]]);
    expect(text.split('\n')).toEqual(['method,calls', '"a,""b""",3', '', '失败,0']);
  });
});
