// Pieces of the form schemas that shape what a customer types before the endpoint's own rule checks it.
import * as z from 'zod/mini';
import { normalizeParentheses } from '@chainportal/ui';

/**
 * A name typed by a customer (an invoice title, a company): full-width parentheses become ordinary
 * ones (docs/product.md#limits: '（北京）' → '(北京)'), then `rule`, the endpoint's own, checks it.
 */
export function typedName<Rule extends z.ZodMiniType<unknown, string>>(rule: Rule) {
  return z.pipe(
    z.pipe(
      z.string(),
      z.transform((value: string) => normalizeParentheses(value)),
    ),
    rule,
  );
}
