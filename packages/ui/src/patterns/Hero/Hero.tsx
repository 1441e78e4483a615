import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../../theme';
import { Container } from '../parts/Section';

export interface HeroProps {
  /** The page's main heading (an h1). */
  title: ReactNode;
  subtitle?: ReactNode;
  /** Call-to-action buttons or links. */
  actions?: ReactNode;
  /** Content beside the text on wide screens (an illustration, stats). */
  aside?: ReactNode;
  /** Text alignment. @default 'start' */
  align?: 'start' | 'center';
}

// The background is pure CSS (gradients and a dotted "chain" grid), so no image is downloaded.
const Root = styled.section`
  position: relative;
  overflow: hidden;
  padding: 96px 0;
  background:
    radial-gradient(circle at 85% 20%, var(--cp-primary-light) 0, transparent 38%),
    radial-gradient(circle at 10% 90%, var(--cp-primary-lighter) 0, transparent 45%),
    linear-gradient(180deg, var(--cp-bg-subtle) 0%, var(--cp-bg) 100%);
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    background-image: radial-gradient(var(--cp-border) 1px, transparent 1px);
    background-size: 24px 24px;
    mask-image: linear-gradient(90deg, transparent 0%, black 60%, transparent 100%); /* an alpha mask */
    opacity: 0.6;
    pointer-events: none;
  }
  &::after {
    content: '';
    position: absolute;
    right: -80px;
    top: 50%;
    width: 360px;
    height: 360px;
    border: 2px solid var(--cp-primary-light);
    border-radius: 32px;
    transform: translateY(-50%) rotate(45deg);
    pointer-events: none;
  }
  ${media.mobile} {
    padding: 56px 0;
    &::after {
      display: none;
    }
  }
`;

const Inner = styled(Container)`
  position: relative;
  z-index: 1;
  display: flex;
  align-items: center;
  gap: var(--cp-space-xxl);
  [data-align='center'] & {
    flex-direction: column;
    text-align: center;
  }
  ${media.mobile} {
    flex-direction: column;
  }
`;

const Text = styled.div`
  flex: 1;
  min-width: 0;
`;

const Title = styled.h1`
  margin: 0;
  font-size: var(--cp-font-display);
  line-height: 1.25;
  font-weight: 700;
  color: var(--cp-text);
  ${media.mobile} {
    font-size: 28px;
  }
`;

const Subtitle = styled.p`
  max-width: 640px;
  margin: var(--cp-space-lg) 0 0;
  font-size: var(--cp-font-lg);
  color: var(--cp-text-secondary);
  [data-align='center'] & {
    margin-inline: auto;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--cp-space-md);
  margin-top: var(--cp-space-xl);
  [data-align='center'] & {
    justify-content: center;
  }
`;

// Beside the text the basis is a width. Stacked (a phone, or centred) the flex axis is vertical and
// a basis would be a height: 420 px of box below a picture some 250 px tall.
const Aside = styled.div`
  flex: 0 1 420px;
  min-width: 0;
  [data-align='center'] & {
    flex: none;
    width: min(100%, 420px);
  }
  ${media.mobile} {
    flex: none;
    width: min(100%, 420px);
  }
`;

/** The top banner of a public page: a heading, a subtitle, actions and a decorative CSS background. */
export function Hero({ title, subtitle, actions, aside, align = 'start' }: HeroProps) {
  const titleId = useId();
  return (
    <Root data-align={align} aria-labelledby={titleId}>
      <Inner>
        <Text>
          <Title id={titleId}>{title}</Title>
          {subtitle && <Subtitle>{subtitle}</Subtitle>}
          {actions && <Actions>{actions}</Actions>}
        </Text>
        {aside && <Aside>{aside}</Aside>}
      </Inner>
    </Root>
  );
}
