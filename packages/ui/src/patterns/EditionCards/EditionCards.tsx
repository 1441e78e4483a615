import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { listColumn } from '../../theme/lists';
import { Check } from 'lucide-react';
import { Button } from '../../components/Button';
import { media } from '../../theme';

/** The four product editions of the spec. */
export const EDITION_IDS = ['basic', 'custom', 'trial', 'advanced'] as const;
export type EditionId = (typeof EDITION_IDS)[number];

export type EditionPeriod = 'month' | 'quarter' | 'year' | 'once';

export interface Edition {
  id: EditionId;
  /** Overrides the translated edition name. @default t('ui:patterns.editions.names.<id>') */
  name?: string;
  /** The edition's picture (an `<img>` with its own alt, or a decorative svg). */
  picture?: ReactNode;
  /** What the edition includes, one line each. @default [] */
  features?: string[];
  /** A formatted price ("¥ 9,800"); without it the card says "negotiable" in the current language. */
  price?: string;
  /** Billing period shown after the price. */
  period?: EditionPeriod;
  /** Overrides the call-to-action text. @default t('ui:patterns.editions.choose') or contact for negotiable prices */
  ctaLabel?: string;
}

export interface EditionCardsProps {
  editions: Edition[];
  /** The edition drawn as recommended. */
  highlightedId?: EditionId;
  /** Called with the edition's id when its call to action is used. */
  onSelect?: (id: EditionId) => void;
  /** Accessible name of the list. @default t('ui:patterns.editions.listLabel') */
  'aria-label'?: string;
}

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: var(--cp-space-xl);
  margin: 0;
  padding: var(--cp-space-md) 0 0;
  list-style: none;
  ${media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (max-width: 575.98px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: var(--cp-space-md);
  height: 100%;
  padding: var(--cp-space-xl);
  border: 1px solid var(--cp-border-light);
  border-radius: var(--cp-radius-lg);
  background: var(--cp-bg);
  &[data-highlighted] {
    /* A ring, not a thicker border, so the highlighted card's content does not shift. */
    border-color: var(--cp-primary-solid);
    box-shadow:
      0 0 0 1px var(--cp-primary-solid),
      var(--cp-shadow-md);
  }
`;

const Badge = styled.span`
  position: absolute;
  top: -12px;
  left: 50%;
  transform: translateX(-50%);
  padding: 2px var(--cp-space-md);
  border-radius: var(--cp-radius-round);
  background: var(--cp-primary-solid);
  color: var(--cp-primary-contrast);
  font-size: var(--cp-font-xs);
  white-space: nowrap;
`;

const Name = styled.h3`
  margin: 0;
  font-size: var(--cp-font-xl);
  font-weight: 600;
  text-align: center;
`;

const Picture = styled.div`
  display: flex;
  justify-content: center;
  min-height: 96px;
  & img {
    max-width: 100%;
    max-height: 120px;
  }
`;

const Price = styled.p`
  margin: 0;
  text-align: center;
  color: var(--cp-text);
  font-size: var(--cp-font-xxl);
  font-weight: 600;
`;

const Period = styled.span`
  margin-inline-start: var(--cp-space-xs);
  font-size: var(--cp-font-md);
  font-weight: 400;
  color: var(--cp-text-secondary);
`;

const Features = styled.ul`
  ${listColumn}
  flex: 1;
  color: var(--cp-text-secondary);
  & li {
    display: flex;
    gap: var(--cp-space-sm);
  }
  & svg {
    flex: none;
    width: 16px;
    height: 16px;
    margin-top: 3px;
    color: var(--cp-success);
  }
`;

/** Pricing cards for the four editions (basic, custom, trial, advanced); one can be highlighted. */
export function EditionCards({ editions, highlightedId, onSelect, ...rest }: EditionCardsProps) {
  const { t } = useTranslation('ui');
  const baseId = useId();
  return (
    <List aria-label={rest['aria-label'] ?? t('patterns.editions.listLabel')}>
      {editions.map((edition) => {
        const highlighted = edition.id === highlightedId;
        const nameId = `${baseId}-${edition.id}`;
        const name = edition.name ?? t(`patterns.editions.names.${edition.id}`);
        const negotiable = edition.price === undefined;
        return (
          <li key={edition.id}>
            <Card data-highlighted={highlighted ? '' : undefined} aria-labelledby={nameId}>
              {highlighted && <Badge>{t('patterns.editions.recommended')}</Badge>}
              <Name id={nameId}>{name}</Name>
              {edition.picture && <Picture>{edition.picture}</Picture>}
              <Price>
                {negotiable ? t('patterns.editions.negotiable') : edition.price}
                {!negotiable && edition.period && (
                  <Period>{t(`patterns.editions.period.${edition.period}`)}</Period>
                )}
              </Price>
              <Features aria-label={t('patterns.editions.featuresLabel', { name })}>
                {(edition.features ?? []).map((feature) => (
                  <li key={feature}>
                    <Check aria-hidden="true" />
                    <span>{feature}</span>
                  </li>
                ))}
              </Features>
              <Button
                block
                variant={highlighted ? 'primary' : 'default'}
                aria-describedby={nameId}
                onClick={() => onSelect?.(edition.id)}
              >
                {edition.ctaLabel ??
                  (negotiable ? t('patterns.editions.contact') : t('patterns.editions.choose'))}
              </Button>
            </Card>
          </li>
        );
      })}
    </List>
  );
}
