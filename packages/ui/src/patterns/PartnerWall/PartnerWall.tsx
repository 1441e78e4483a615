import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media } from '../../theme';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import { PatternSection } from '../parts/Section';

export interface Partner {
  id: string;
  /** The organisation's name: the logo's alternative text, or the text shown without a logo. */
  name: string;
  /** Logo image URL; without it the name is shown. */
  logoSrc?: string;
  /** The organisation's site; opens in a new tab. */
  href?: string;
}

export interface PartnerWallProps {
  title?: ReactNode;
  description?: ReactNode;
  /** Accessible name of the section when there is no visible title. */
  'aria-label'?: string;
  partners: Partner[];
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: var(--cp-space-lg);
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.mobile} {
    grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  }
`;

const Tile = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 88px;
  padding: var(--cp-space-md);
  border: 1px solid var(--cp-border-light);
  border-radius: var(--cp-radius-lg);
  background: var(--cp-bg);
  color: var(--cp-text);
  font-weight: 500;
  text-align: center;
  text-decoration: none;
  & img {
    max-width: 100%;
    max-height: 56px;
    object-fit: contain;
  }
  a& {
    transition:
      box-shadow var(--cp-motion-base),
      border-color var(--cp-motion-base);
  }
  a&:hover {
    border-color: var(--cp-primary-text);
    box-shadow: var(--cp-shadow-sm);
  }
`;

/** A grid of partner and guidance organisations: logos (with their names as alt text) or names. */
export function PartnerWall({ title, description, partners, ...rest }: PartnerWallProps) {
  const { t } = useTranslation('ui');
  return (
    <PatternSection title={title} description={description} aria-label={rest['aria-label']}>
      <Grid>
        {partners.map((partner) => {
          const content = partner.logoSrc ? (
            <img src={partner.logoSrc} alt={partner.name} loading="lazy" />
          ) : (
            // An organisation's own name: data, as written (translate="no").
            <span translate="no">{partner.name}</span>
          );
          return (
            <li key={partner.id}>
              {partner.href ? (
                <Tile as="a" href={partner.href} target="_blank" rel="noopener noreferrer">
                  {content} <VisuallyHidden>{t('patterns.partnerWall.newTab')}</VisuallyHidden>
                </Tile>
              ) : (
                <Tile>{content}</Tile>
              )}
            </li>
          );
        })}
      </Grid>
    </PatternSection>
  );
}
