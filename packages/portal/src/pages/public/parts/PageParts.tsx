import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '@chainportal/ui';

/** Centres a public page's content at a readable width. */
export const Content = styled.div`
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: var(--cp-space-xl);
  ${media.mobile} {
    padding: var(--cp-space-lg);
  }
  &[data-width='narrow'] {
    max-width: 880px;
  }
`;

const Band = styled.div`
  padding: var(--cp-space-xxl) 0 var(--cp-space-xl);
  background: linear-gradient(180deg, var(--cp-primary-lighter) 0%, var(--cp-bg) 100%);
  border-bottom: 1px solid var(--cp-border-light);
  & h1 {
    margin: 0;
    font-size: var(--cp-font-xxl);
    line-height: 1.3;
    color: var(--cp-text);
  }
  & p {
    max-width: 720px;
    margin: var(--cp-space-sm) 0 0;
    color: var(--cp-text-secondary);
    font-size: var(--cp-font-lg);
  }
`;

/** The top of an inner public page: its h1 and a lead paragraph. */
export function PageHead({
  title,
  lead,
  children,
}: {
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Band>
      <Content>
        <h1>{title}</h1>
        {lead && <p>{lead}</p>}
        {children}
      </Content>
    </Band>
  );
}

/** Long text: headings, paragraphs and lists at a comfortable measure. */
export const Prose = styled.article`
  color: var(--cp-text);
  line-height: 1.75;
  & h2 {
    margin: var(--cp-space-xl) 0 var(--cp-space-sm);
    font-size: var(--cp-font-xl);
  }
  & h3 {
    margin: var(--cp-space-lg) 0 var(--cp-space-xs);
    font-size: var(--cp-font-lg);
  }
  & p,
  & li {
    color: var(--cp-text-secondary);
  }
  & a {
    color: var(--cp-primary-text);
  }
`;

/** A row of actions (links styled as buttons). */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--cp-space-md);
  margin-top: var(--cp-space-lg);
`;

/** A bordered panel (forms, summaries). */
export const Panel = styled.section`
  padding: var(--cp-space-xl);
  border: 1px solid var(--cp-border-light);
  border-radius: var(--cp-radius-lg);
  background: var(--cp-bg);
  ${media.mobile} {
    padding: var(--cp-space-lg);
  }
  & > h2 {
    margin: 0 0 var(--cp-space-lg);
    font-size: var(--cp-font-xl);
    color: var(--cp-text);
  }
`;
