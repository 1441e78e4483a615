import type { MouseEvent } from 'react';
import styled from 'styled-components';

export interface TableOfContentsItem {
  /** The id of the heading in the page. */
  id: string;
  text: string;
  /** Heading level (2 and deeper are indented). */
  level: number;
}

export interface TableOfContentsProps {
  items: TableOfContentsItem[];
  /** The navigation's accessible name and visible heading. */
  title: string;
}

const Nav = styled.nav`
  position: sticky;
  top: 80px;
  padding: var(--cp-space-lg);
  border: 1px solid var(--cp-border-light);
  border-radius: var(--cp-radius-lg);
  background: var(--cp-bg);
  & h2 {
    margin: 0 0 var(--cp-space-sm);
    font-size: var(--cp-font-md);
    color: var(--cp-text);
  }
  & ol {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & li[data-level='3'] {
    padding-inline-start: var(--cp-space-lg);
  }
  & li[data-level='4'],
  & li[data-level='5'],
  & li[data-level='6'] {
    padding-inline-start: var(--cp-space-xl);
  }
  & a {
    display: block;
    padding: 2px 0;
    color: var(--cp-text-secondary);
    text-decoration: none;
  }
  & a:hover,
  & a:focus-visible {
    color: var(--cp-primary-text);
    text-decoration: underline;
  }
`;

/**
 * A document's table of contents. The app routes with the URL hash, so a link does not change the
 * address: it scrolls to its heading and moves the focus there.
 */
export function TableOfContents({ items, title }: TableOfContentsProps) {
  const go = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    const heading = document.getElementById(id);
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.scrollIntoView({ block: 'start' });
    heading.focus({ preventScroll: true });
  };
  if (items.length === 0) return null;
  return (
    <Nav aria-label={title}>
      <h2>{title}</h2>
      <ol>
        {items.map((item) => (
          <li key={item.id} data-level={item.level}>
            <a href={`#${item.id}`} onClick={(event) => go(event, item.id)}>
              {item.text}
            </a>
          </li>
        ))}
      </ol>
    </Nav>
  );
}
