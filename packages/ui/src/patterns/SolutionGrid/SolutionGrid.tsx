import type { ReactNode } from 'react';
import { CardGrid, LinkCard, type LinkCardItem } from '../parts/Card';
import { PatternSection } from '../parts/Section';

/** One industry solution; the portal supplies the translated texts. */
export type SolutionItem = LinkCardItem;

export interface SolutionGridProps {
  /** The section heading. */
  title?: ReactNode;
  description?: ReactNode;
  /** Accessible name of the section when there is no visible title. */
  'aria-label'?: string;
  /**
   * The solutions (docs/product.md: digital collections, government, food, retail, manufacturing,
   * intellectual property, medical), in display order.
   */
  items: SolutionItem[];
  /** Cards per row on wide screens (two per row below 992px, one on phones). @default 4 */
  columns?: 2 | 3 | 4;
}

/** A section of industry-solution cards with a tinted background, an icon, a text and a link. */
export function SolutionGrid({ title, description, items, columns = 4, ...rest }: SolutionGridProps) {
  return (
    <PatternSection title={title} description={description} aria-label={rest['aria-label']}>
      <CardGrid data-columns={columns}>
        {items.map((item) => (
          <LinkCard key={item.id} item={item} variant="solution" />
        ))}
      </CardGrid>
    </PatternSection>
  );
}
