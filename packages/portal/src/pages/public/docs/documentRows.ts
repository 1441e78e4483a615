import type { DocCategory, DocItem } from '@chainportal/api';
import { FORMAT_PLACEHOLDER, type TechDocument } from '@chainportal/ui';

/** The platform's documents as DocumentList shows them: each named by its category's name, linked to its page. */
export function documentRows(
  docs: readonly DocItem[],
  categories: readonly DocCategory[] | undefined,
): TechDocument[] {
  return docs.map((d) => ({
    id: String(d.id),
    title: d.title ?? FORMAT_PLACEHOLDER,
    category: categories?.find((c) => c.key === d.category)?.name ?? d.category ?? FORMAT_PLACEHOLDER,
    updatedAt: d.updatedAt,
    href: `#/jsfiledetail?id=${d.id}`,
  }));
}
