import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Skeleton } from '../Skeleton';
import type { RichTextHeading, SanitizedHtml } from './sanitize';

export type { RichTextHeading } from './sanitize';

export interface RichTextProps {
  /** Untrusted HTML from a server (a notice, a document, a reply). It is sanitised before use. */
  html: string;
  /** Called with the headings (ids set on them) after sanitising, for a table of contents. */
  onHeadings?: (headings: RichTextHeading[]) => void;
  /** An accessible name when the text is a region of its own. */
  'aria-label'?: string;
}

const Body = styled.div`
  color: var(--cp-text);
  font-size: var(--cp-font-md);
  line-height: 1.7;
  overflow-wrap: anywhere;

  h1,
  h2,
  h3,
  h4 {
    margin: var(--cp-space-lg) 0 var(--cp-space-sm);
    line-height: 1.35;
    scroll-margin-top: 80px;
  }
  p,
  ul,
  ol,
  pre,
  blockquote,
  table {
    margin: 0 0 var(--cp-space-md);
  }
  a {
    color: var(--cp-primary-text);
    text-decoration: underline;
  }
  code,
  pre {
    font-family: var(--cp-font-mono);
    font-size: 0.92em;
    background: var(--cp-bg-subtle);
    border-radius: var(--cp-radius-sm);
  }
  code {
    padding: 0 4px;
  }
  pre {
    padding: var(--cp-space-md);
    overflow-x: auto;
  }
  blockquote {
    padding-left: var(--cp-space-md);
    border-left: 3px solid var(--cp-border);
    color: var(--cp-text-secondary);
  }
  img {
    max-width: 100%;
    height: auto;
  }
  table {
    border-collapse: collapse;
  }
  th,
  td {
    border: 1px solid var(--cp-border);
    padding: var(--cp-space-xs) var(--cp-space-sm);
  }
`;

/**
 * The only component that renders HTML from data (lint forbids `dangerouslySetInnerHTML` elsewhere).
 * DOMPurify is downloaded when the first RichText mounts; until then a skeleton holds the place.
 */
export function RichText({ html, onHeadings, 'aria-label': ariaLabel }: RichTextProps) {
  const [clean, setClean] = useState<SanitizedHtml | null>(null);

  useEffect(() => {
    let live = true;
    void import('./sanitize').then(({ sanitizeHtml }) => {
      if (!live) return;
      const result = sanitizeHtml(html);
      setClean(result);
      onHeadings?.(result.headings);
    });
    return () => {
      live = false;
    };
    // onHeadings is a notification; a new function identity must not sanitise again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [html]);

  if (!clean) return <Skeleton rows={3} />;
  return (
    <Body
      data-rich-text=""
      role={ariaLabel ? 'region' : undefined}
      aria-label={ariaLabel}
      // eslint-disable-next-line no-restricted-syntax -- the sanitised output of sanitizeHtml, the one allowed place
      dangerouslySetInnerHTML={{ __html: clean.html }}
    />
  );
}
