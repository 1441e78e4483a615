// The client's checks without zod's runtime at start (client.ts runs before any page): the answer
// envelope is checked by hand, and schema issues are printed as zod's prettifyError prints them.
import type * as z from 'zod/mini';
import type { Envelope } from './envelope';

function dotPath(path: readonly PropertyKey[]): string {
  const segments: string[] = [];
  for (const segment of path) {
    if (typeof segment === 'number') segments.push(`[${segment}]`);
    else if (typeof segment === 'symbol') segments.push(`[${JSON.stringify(String(segment))}]`);
    else if (/[^\w$]/.test(segment)) segments.push(`[${JSON.stringify(segment)}]`);
    else segments.push(segments.length > 0 ? `.${segment}` : segment);
  }
  return segments.join('');
}

interface Issue {
  message: string;
  path?: readonly PropertyKey[];
}

/** Issues on one line, as `z.prettifyError` words them: `✖ message → at path; ...`. */
export function describeIssues(error: z.core.$ZodError | { issues: readonly Issue[] }): string {
  const issues = [...(error.issues as readonly Issue[])].sort(
    (a, b) => (a.path ?? []).length - (b.path ?? []).length,
  );
  const lines: string[] = [];
  for (const issue of issues) {
    lines.push(`✖ ${issue.message}`);
    if (issue.path?.length) lines.push(`  → at ${dotPath(issue.path)}`);
  }
  return lines.join('; ');
}

const received = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

/**
 * docs/product.md#calls: every answer is `{ code, msg | message, data }` (code an integer, msg and
 * message strings or null). The same check as `envelopeSchema` (envelopeSchema.ts), keeping only those keys.
 */
export function parseEnvelope(
  json: unknown,
): { success: true; data: Envelope } | { success: false; error: { issues: Issue[] } } {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return {
      success: false,
      error: { issues: [{ message: `Invalid input: expected object, received ${received(json)}` }] },
    };
  }
  const record = json as Record<string, unknown>;
  const issues: Issue[] = [];
  if (typeof record.code !== 'number' || !Number.isInteger(record.code)) {
    issues.push({
      message: `Invalid input: expected int, received ${received(record.code)}`,
      path: ['code'],
    });
  }
  for (const key of ['msg', 'message'] as const) {
    const value = record[key];
    if (value !== undefined && value !== null && typeof value !== 'string') {
      issues.push({ message: `Invalid input: expected string, received ${received(value)}`, path: [key] });
    }
  }
  if (issues.length > 0) return { success: false, error: { issues } };
  const envelope: Envelope = { code: record.code as number };
  for (const key of ['msg', 'message', 'data'] as const) {
    if (key in record) (envelope as unknown as Record<string, unknown>)[key] = record[key];
  }
  // An id in any other shape is not one: left out, never a malformed answer.
  if (typeof record.requestId === 'string' && record.requestId) envelope.requestId = record.requestId;
  return { success: true, data: envelope };
}
