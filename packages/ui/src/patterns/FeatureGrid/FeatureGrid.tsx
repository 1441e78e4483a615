import type { ReactNode } from 'react';
import { CardGrid, LinkCard, type LinkCardItem } from '../parts/Card';
import { PatternSection } from '../parts/Section';

export type FeatureItem = LinkCardItem;

export interface FeatureGridProps {
  /** The section heading. */
  title?: ReactNode;
  description?: ReactNode;
  /** Accessible name of the section when there is no visible title. */
  'aria-label'?: string;
  items: FeatureItem[];
  /** Cards per row on wide screens (two per row below 992px, one on phones). @default 3 */
  columns?: 2 | 3 | 4;
}

/** A section of feature cards (icon, title, text, optional link), e.g. access or consulting services. */
export function FeatureGrid({ title, description, items, columns = 3, ...rest }: FeatureGridProps) {
  return (
    <PatternSection title={title} description={description} aria-label={rest['aria-label']}>
      <CardGrid data-columns={columns}>
        {items.map((item) => (
          <LinkCard key={item.id} item={item} variant="feature" />
        ))}
      </CardGrid>
    </PatternSection>
  );
}
