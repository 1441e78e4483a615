import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ArrowRight } from 'lucide-react';
import { media } from '../../theme';

/** One item of a FeatureGrid or SolutionGrid. */
export interface LinkCardItem {
  /** Stable key. */
  id: string;
  /** A decorative icon (hidden from assistive technology). */
  icon?: ReactNode;
  title: string;
  description?: ReactNode;
  /** Where the card's link goes; without it the card has no link. */
  href?: string;
  /** Visible link text. @default t('ui:patterns.card.learnMore') */
  linkLabel?: string;
}

export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(var(--cp-grid-columns, 3), minmax(0, 1fr));
  gap: var(--cp-space-xl);
  margin: 0;
  padding: 0;
  list-style: none;
  &[data-columns='2'] {
    --cp-grid-columns: 2;
  }
  &[data-columns='4'] {
    --cp-grid-columns: 4;
  }
  ${media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: var(--cp-space-lg);
  }
  @media (max-width: 575.98px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const CardRoot = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: var(--cp-space-sm);
  height: 100%;
  padding: var(--cp-space-xl);
  border: 1px solid var(--cp-border-light);
  border-radius: var(--cp-radius-lg);
  background: var(--cp-bg);
  transition:
    box-shadow var(--cp-motion-base),
    border-color var(--cp-motion-base);
  &:hover,
  &:focus-within {
    border-color: var(--cp-primary-text);
    box-shadow: var(--cp-shadow-md);
  }
  &[data-variant='solution'] {
    background: linear-gradient(160deg, var(--cp-primary-lighter) 0%, var(--cp-bg) 55%);
  }
`;

const IconBox = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: var(--cp-radius-lg);
  background: var(--cp-primary-light);
  color: var(--cp-primary-text);
  & svg {
    width: 24px;
    height: 24px;
  }
`;

const CardTitle = styled.h3`
  margin: var(--cp-space-xs) 0 0;
  font-size: var(--cp-font-lg);
  font-weight: 600;
  color: var(--cp-text);
`;

const CardText = styled.div`
  flex: 1;
  margin: 0;
  color: var(--cp-text-secondary);
`;

const CardLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: var(--cp-space-xs);
  align-self: flex-start;
  color: var(--cp-primary-text);
  text-decoration: none;
  font-weight: 500;
  &:hover {
    text-decoration: underline;
  }
  & svg {
    width: 16px;
    height: 16px;
  }
`;

/** A card with an icon, a title, a text and an optional link; one `<li>` of a CardGrid. */
export function LinkCard({ item, variant }: { item: LinkCardItem; variant: 'feature' | 'solution' }) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const linkTextId = useId();
  return (
    <li>
      <CardRoot data-variant={variant}>
        {item.icon && <IconBox aria-hidden="true">{item.icon}</IconBox>}
        <CardTitle id={titleId}>{item.title}</CardTitle>
        {item.description && <CardText>{item.description}</CardText>}
        {item.href && (
          // Named "Learn more <title>" so a list of links still says where each goes.
          <CardLink href={item.href} aria-labelledby={`${linkTextId} ${titleId}`}>
            <span id={linkTextId}>{item.linkLabel ?? t('patterns.card.learnMore')}</span>
            <ArrowRight aria-hidden="true" />
          </CardLink>
        )}
      </CardRoot>
    </li>
  );
}
