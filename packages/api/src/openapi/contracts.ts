// docs/contracts.md, made from the response schemas (decision 0085): for every endpoint, the fields
// an answer must carry and why, and the variations the portal's tolerant reader accepts. The test
// beside it fails while the document is stale; `pnpm --filter @chainportal/api openapi` rewrites it.
import * as z from 'zod/mini';
import '../index';
import { defOf, isOptionalField } from '../client/answerShape';
import { allEndpoints, type AnyEndpoint } from '../client/endpoint';
import { isSpecNamed, requiredReason, tolerantKind, type TolerantKind } from '../client/schemas';

function description(schema: z.ZodMiniType): string | undefined {
  return z.globalRegistry.get(schema)?.description;
}

/** The schema a wrapper holds: optional, nullable, a pipe's input, a list's items. */
function inner(schema: z.ZodMiniType): z.ZodMiniType | undefined {
  const def = defOf(schema);
  if (def.type === 'optional' || def.type === 'nullable') return def.innerType;
  if (def.type === 'pipe') return def.in;
  if (def.type === 'array') return def.element;
  return undefined;
}

/** What an opt() or optionalText holds: its pipe's input, under optional and nullable. */
function heldBy(schema: z.ZodMiniType): z.ZodMiniType {
  let held = defOf(schema).in ?? schema;
  for (;;) {
    const def = defOf(held);
    if ((def.type === 'optional' || def.type === 'nullable') && def.innerType) held = def.innerType;
    else return held;
  }
}

interface Found {
  required: string[];
  kinds: Set<TolerantKind | 'strict'>;
}

function walk(schema: z.ZodMiniType, path: string, found: Found, depth = 0): void {
  if (depth > 12) return;
  const kind = tolerantKind(schema);
  if (kind) found.kinds.add(kind);
  const def = defOf(schema);
  if (def.type === 'object') {
    for (const [key, field] of Object.entries(def.shape ?? {})) {
      const at = path ? `${path}.${key}` : key;
      if (isSpecNamed(field)) found.required.push(`${at} (spec, may be missing)`);
      else if (!isOptionalField(field)) {
        const described = description(field) ?? '';
        const why =
          requiredReason(field) ??
          (/^Required/.test(described)
            ? described.replace(
                /^Required\s*\((spec)\):?\s*|^Required:?\s*/,
                (_, spec: string | undefined) => (spec ? 'spec: ' : ''),
              )
            : undefined);
        found.required.push(why ? `${at}: ${why}` : at);
      }
      walk(field, at, found, depth + 1);
    }
    return;
  }
  if (def.type === 'union') {
    for (const option of def.options ?? []) walk(option, path, found, depth + 1);
    return;
  }
  if (!kind && ['string', 'number', 'int', 'boolean', 'enum', 'literal'].includes(def.type)) {
    found.kinds.add('strict');
  }
  // A primitive's own parts (its union of accepted inputs) are not fields; opt() and list() hold one.
  if (kind && kind !== 'optional' && kind !== 'list') return;
  if (kind === 'optional' && defOf(heldBy(schema)).type === 'union') return;
  const next = inner(schema);
  if (next) walk(next, def.type === 'array' ? `${path}[]` : path, found, depth + 1);
}

const VARIATIONS: Array<[TolerantKind | 'strict', string]> = [
  ['num', 'numbers as numeric strings'],
  ['int', 'numbers as numeric strings'],
  ['money', "money as a number or a string ('12.50')"],
  ['text', "null for ''"],
  ['optional', 'optional fields missing or null'],
  ['date', 'dates as text, epoch ms or 10-digit epoch s'],
  ['enum', 'unknown enum values (shown as they came)'],
  ['bool', 'yes/no as 0/1 or text'],
  ['list', 'lists missing or null (read as empty)'],
  ['strict', 'some fields strict (exact type)'],
];

function row(endpoint: AnyEndpoint): string {
  const found: Found = { required: [], kinds: new Set() };
  walk(endpoint.response, '', found);
  const accepted = endpoint.response.safeParse(undefined).success;
  const required = accepted
    ? 'nothing (the answer carries nothing the portal reads)'
    : found.required.length
      ? found.required.join('; ')
      : 'the value itself';
  const variations = [...new Set(VARIATIONS.filter(([k]) => found.kinds.has(k)).map(([, text]) => text))];
  if (!accepted && defOf(endpoint.response).type !== 'pipe') variations.push('unknown fields ignored');
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  return `| \`${endpoint.id}\` | ${endpoint.method} \`${endpoint.path}\` | ${cell(required)} | ${cell(
    variations.join(', ') || '—',
  )} |`;
}

/** The text of docs/contracts.md. */
export function contractsText(): string {
  const rows = [...allEndpoints].sort((a, b) => a.id.localeCompare(b.id)).map(row);
  return [
    '# Contracts: what an answer must carry',
    '',
    '<!-- Generated from the response schemas by packages/api/src/openapi/contracts.ts;',
    '     regenerate with `pnpm --filter @chainportal/api openapi` (a test fails while it is stale). -->',
    '',
    'The portal reads every answer with a tolerant reader ([decision 0085](decisions/0085-tolerant-reader.md)):',
    'an answer must carry only what the spec names or what its page cannot work without; every other',
    'field may be missing or null, and the page shows a fallback ("-", the default avatar, an empty',
    'list). The primitives are in `packages/api/src/client/schemas.ts` (`num`, `int`, `amount`,',
    '`text`, `optionalText`, `date`, `bool`, `openEnum`, `opt`, `list`, `required`, `specNamed`).',
    'Request schemas (what the portal sends) stay strict.',
    '',
    'Accepted everywhere the reader is used: a number as a numeric string, money as a number or a',
    'string, `null` where a value is empty, a date as text, epoch milliseconds or 10-digit epoch',
    'seconds (docs/product.md#limits), fields the portal does not know (ignored), an enum value it does',
    'not know (shown as it came). An answer that lacks a required field, or whose field cannot be read',
    '(`"twelve"` for a number), is malformed: the call shows the translated malformed-answer message.',
    '',
    'The HTTP demo API answers each way on request ([decision 0086](decisions/0086-answer-modes.md)):',
    '`npm run serve:prod -- --answers spec` (only the fields of the "Required" column, plus those the',
    'spec names) or `--answers loose` (the variations below, with the same meaning).',
    '',
    '| Endpoint | Call | Required (why) | Tolerated |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}
