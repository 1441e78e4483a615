// "Copy as curl" (issue 41, decision 0104): the builder's request as a curl command a POSIX shell
// (sh, bash, zsh) runs as it is. Every argument is single-quoted, so nothing in it is expanded; a
// single quote inside one is closed, escaped and reopened ('\''). Written here rather than taken from
// shell-quote: that library backslash-escapes each special character of a JSON body (harder to read
// and to edit), and the rule is three lines.

/** One shell word: `text` single-quoted (a plain word such as `-X` or `POST` stays as it is). */
export function shellQuote(text: string): string {
  if (/^[\w@%+=:,./-]+$/.test(text)) return text;
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** The curl command that POSTs `body` (JSON text) to `url`, as the builder sends it. */
export function curlCommand(url: string, body: string): string {
  return ['curl', '-sS', '-X', 'POST', url, '-H', 'Content-Type: application/json', '--data-raw', body]
    .map(shellQuote)
    .join(' ');
}
