import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../../theme';

/** Centres public-site content at a readable width. */
export const Container = styled.div`
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: 0 var(--cp-space-xl);
  ${media.mobile} {
    padding: 0 var(--cp-space-lg);
  }
`;

const SectionRoot = styled.section`
  padding: var(--cp-space-xxxl) 0;
  ${media.mobile} {
    padding: var(--cp-space-xxl) 0;
  }
`;

const SectionTitle = styled.h2`
  margin: 0 0 var(--cp-space-sm);
  font-size: var(--cp-font-xxl);
  font-weight: 600;
  line-height: 1.3;
  color: var(--cp-text);
  text-align: center;
`;

const SectionIntro = styled.p`
  max-width: 720px;
  margin: 0 auto var(--cp-space-xl);
  color: var(--cp-text-secondary);
  font-size: var(--cp-font-lg);
  text-align: center;
`;

export interface PatternSectionProps {
  /** Section heading (rendered as an h2 that names the section). */
  title?: ReactNode;
  /** A short paragraph under the heading. */
  description?: ReactNode;
  /** Accessible name when there is no visible title. */
  'aria-label'?: string;
  className?: string;
  children?: ReactNode;
}

/** A public-site section: optional heading and intro, named by its heading for landmarks. */
export function PatternSection({ title, description, className, children, ...rest }: PatternSectionProps) {
  const headingId = useId();
  return (
    <SectionRoot
      className={className}
      aria-labelledby={title ? headingId : undefined}
      aria-label={title ? undefined : rest['aria-label']}
    >
      <Container>
        {title && <SectionTitle id={headingId}>{title}</SectionTitle>}
        {description && <SectionIntro>{description}</SectionIntro>}
        {children}
      </Container>
    </SectionRoot>
  );
}
