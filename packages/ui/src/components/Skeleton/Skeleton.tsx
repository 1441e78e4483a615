import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '../../internal/VisuallyHidden';

export interface SkeletonProps {
  /** While true the placeholder shows; when false, `children` do. @default true */
  loading?: boolean;
  /** The content that replaces the placeholder. */
  children?: ReactNode;
  /** 'text': a title and lines of text; 'block': one rectangle (a chart, an image). @default 'text' */
  variant?: 'text' | 'block';
  /** Lines of text under the title (text variant). @default 3 */
  rows?: number;
  /** A round avatar left of the text (text variant). @default false */
  avatar?: boolean;
  /** A wider first line as the title (text variant). @default true */
  title?: boolean;
  /** Height of the block variant: a number is pixels. @default 120 */
  height?: number | string;
  /** Read to assistive technology. @default t('ui:skeleton.loading') */
  label?: string;
}

const shimmer = keyframes`
  from { background-position: 100% 50%; }
  to { background-position: 0 50%; }
`;

const Root = styled.div`
  display: flex;
  gap: var(--cp-space-lg);
  width: 100%;
`;

const Bone = styled.span`
  display: block;
  border-radius: var(--cp-radius-md);
  background: linear-gradient(90deg, var(--cp-bg-muted) 25%, var(--cp-bg-subtle) 37%, var(--cp-bg-muted) 63%);
  background-size: 400% 100%;
  animation: ${shimmer} 1.4s ease infinite;

  &[data-shape='avatar'] {
    flex: none;
    width: 40px;
    height: 40px;
    border-radius: 50%;
  }
  &[data-shape='title'] {
    width: 38%;
    height: 16px;
  }
  &[data-shape='line'] {
    height: 16px;
  }
  &[data-shape='line']:last-child:not(:first-child) {
    width: 61%;
  }
  &[data-shape='block'] {
    width: 100%;
    height: var(--cp-skeleton-height, 120px);
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Lines = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: var(--cp-space-md);
  padding-top: var(--cp-space-xs);
`;

/** A grey placeholder in the shape of content that is still loading. */
export function Skeleton({
  loading = true,
  children,
  variant = 'text',
  rows = 3,
  avatar = false,
  title = true,
  height = 120,
  label,
}: SkeletonProps) {
  const { t } = useTranslation('ui');
  if (!loading) return <>{children}</>;
  const style =
    variant === 'block'
      ? ({ '--cp-skeleton-height': typeof height === 'number' ? `${height}px` : height } as CSSProperties)
      : undefined;
  return (
    <Root role="status" aria-busy="true" data-variant={variant}>
      <VisuallyHidden>{label ?? t('skeleton.loading')}</VisuallyHidden>
      {variant === 'block' ? (
        <Bone data-shape="block" style={style} aria-hidden="true" />
      ) : (
        <>
          {avatar && <Bone data-shape="avatar" aria-hidden="true" />}
          <Lines aria-hidden="true">
            {title && <Bone data-shape="title" />}
            {Array.from({ length: Math.max(0, rows) }, (_, index) => (
              <Bone key={index} data-shape="line" />
            ))}
          </Lines>
        </>
      )}
    </Root>
  );
}
