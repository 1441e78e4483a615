import { forwardRef, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar as RadixAvatar } from 'radix-ui';
import styled from 'styled-components';
import { centredSquare } from '../../internal/centredSquare';

export type AvatarSize = 'small' | 'medium' | 'large' | 'xlarge';
export type AvatarShape = 'circle' | 'square';

export interface AvatarProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'style' | 'children'> {
  /** Image address. When missing or failing, the initials of `name` or the default avatar show. */
  src?: string | null;
  /** The person's name: used for the initials and, without `alt`, as the accessible name. */
  name?: string;
  /** Accessible name of the avatar. @default name ?? t('ui:avatar.default') */
  alt?: string;
  /** 24, 32, 40 or 64 pixels. @default 'medium' */
  size?: AvatarSize;
  /** @default 'circle' */
  shape?: AvatarShape;
}

const Root = styled(RadixAvatar.Root)`
  position: relative;
  ${centredSquare('32px')}
  overflow: hidden;
  border-radius: 50%;
  background: var(--cp-bg-muted);
  color: var(--cp-text-secondary);
  font-size: var(--cp-font-md);
  font-weight: 500;
  line-height: 1;
  vertical-align: middle;
  user-select: none;

  &[data-size='small'] {
    width: 24px;
    height: 24px;
    font-size: var(--cp-font-xs);
  }
  &[data-size='large'] {
    width: 40px;
    height: 40px;
    font-size: var(--cp-font-lg);
  }
  &[data-size='xlarge'] {
    width: 64px;
    height: 64px;
    font-size: var(--cp-font-xxl);
  }
  &[data-shape='square'] {
    border-radius: var(--cp-radius-md);
  }
`;

const Image = styled(RadixAvatar.Image)`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const Fallback = styled(RadixAvatar.Fallback)`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;

  &[data-initials] {
    background: var(--cp-primary-solid);
    color: var(--cp-primary-contrast);
  }
  svg {
    width: 100%;
    height: 100%;
  }
`;

const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;

/** Initials for a name: the first character of a CJK name, else the first letters of two words. */
export function avatarInitials(name: string | undefined): string {
  const trimmed = name?.trim() ?? '';
  if (!trimmed) return '';
  const first = Array.from(trimmed)[0] ?? '';
  if (CJK.test(first)) return first;
  const words = trimmed.split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase();
}

/** The default avatar: a neutral head-and-shoulders silhouette. */
function DefaultAvatar() {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" style={{ fill: 'var(--cp-avatar-bg)' }} />
      <circle cx="32" cy="25" r="11" style={{ fill: 'var(--cp-avatar-fg)' }} />
      <path d="M12 60c1.5-11 9.7-18 20-18s18.5 7 20 18z" style={{ fill: 'var(--cp-avatar-fg)' }} />
    </svg>
  );
}

/** A user picture with a fallback to the initials of the name, then to a default avatar. */
export const Avatar = forwardRef<HTMLSpanElement, AvatarProps>(function Avatar(
  { src, name, alt, size = 'medium', shape = 'circle', ...rest },
  ref,
) {
  const { t } = useTranslation('ui');
  const initials = avatarInitials(name);
  return (
    <Root
      ref={ref}
      role="img"
      aria-label={alt ?? (name || t('avatar.default'))}
      data-size={size}
      data-shape={shape}
      {...rest}
    >
      {src ? <Image src={src} alt="" /> : null}
      <Fallback data-initials={initials ? '' : undefined} aria-hidden="true">
        {initials || <DefaultAvatar />}
      </Fallback>
    </Root>
  );
});
