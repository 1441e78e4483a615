/**
 * A notice's content as HTML for the ui RichText: the API sends plain text with blank lines between
 * paragraphs (packages/api/src/messages/schemas.ts), so it is escaped and wrapped in paragraphs.
 * Content that already is HTML is passed on (RichText sanitises it).
 */
export function noticeHtml(content: string): string {
  if (/<\/?[a-z][\s\S]*>/i.test(content)) return content;
  const escape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return content
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escape(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
