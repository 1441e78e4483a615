import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { curlCommand, shellQuote } from './curl';

/** What a POSIX shell makes of `command`: its words, one a line (printf runs in the shell itself). */
function wordsOf(command: string): string[] {
  const script = `set -- ${command.replace(/^curl /, '')}; printf '%s\\n' "$@"`;
  return execFileSync('sh', ['-c', script], { encoding: 'utf8' }).split('\n').slice(0, -1);
}

describe('shellQuote', () => {
  it('leaves a plain word as it is and quotes the rest', () => {
    expect(shellQuote('POST')).toBe('POST');
    expect(shellQuote('https://h.example/api/rpc/cpk_0a')).toBe('https://h.example/api/rpc/cpk_0a');
    expect(shellQuote('a b')).toBe("'a b'");
    expect(shellQuote('')).toBe("''");
  });

  it('closes, escapes and reopens a single quote', () => {
    expect(shellQuote("it's")).toBe(`'it'\\''s'`);
  });
});

describe('curlCommand', () => {
  const url = 'http://127.0.0.1:4381/api/rpc/cpk_00112233445566778899aabbccddeeff';

  it('is curl POSTing the body as JSON to the URL', () => {
    const body = '{"jsonrpc":"2.0","id":1,"method":"eth_blockNumber","params":[]}';
    expect(curlCommand(url, body)).toBe(
      `curl -sS -X POST ${url} -H 'Content-Type: application/json' --data-raw '${body}'`,
    );
  });

  it('gives the shell exactly the body and the URL, whatever they hold', () => {
    // Quotes, $, backquotes, backslashes, !, newlines and a URL with & and spaces: nothing expanded.
    const body = JSON.stringify({ data: `it's $HOME \`id\` \\n "q" !! ; rm -rf /\nnext` });
    const odd = "http://h.example/rpc?a=1&b='2' $x";
    expect(wordsOf(curlCommand(odd, body))).toEqual([
      '-sS',
      '-X',
      'POST',
      odd,
      '-H',
      'Content-Type: application/json',
      '--data-raw',
      body,
    ]);
  });
});
