import { CircleCheck, CircleX, Info } from 'lucide-react';
import styled from 'styled-components';
import type { ResultStatus } from './Result';

// Static SVGs coloured through classes, so a theme switch recolours them without a re-render.
const Svg = styled.svg`
  display: block;
  width: 100%;
  height: 100%;
  .ground {
    fill: var(--cp-bg-muted);
  }
  .paper {
    fill: var(--cp-bg);
    stroke: var(--cp-border);
    stroke-width: 2;
  }
  .tint {
    fill: var(--cp-primary-light);
  }
  .accent {
    fill: var(--cp-primary-solid);
  }
  .line {
    fill: none;
    stroke: var(--cp-primary-solid);
    stroke-width: 6;
    stroke-linecap: round;
  }
  .muted {
    fill: var(--cp-border);
  }
  .danger {
    fill: var(--cp-danger);
  }
`;

const IconWrap = styled.span`
  display: inline-flex;
  color: var(--cp-info);
  &[data-status='success'] {
    color: var(--cp-success);
  }
  &[data-status='error'] {
    color: var(--cp-danger);
  }
  &[data-status='info'] {
    color: var(--cp-primary-text);
  }
`;

function NotFound() {
  return (
    <Svg viewBox="0 0 240 160" aria-hidden="true" focusable="false">
      <ellipse className="ground" cx="120" cy="146" rx="96" ry="10" />
      <path className="paper" d="M70 20h70l30 30v92H70z" />
      <path className="muted" d="M140 20v30h30z" />
      <rect className="muted" x="86" y="62" width="60" height="6" rx="3" />
      <rect className="muted" x="86" y="78" width="44" height="6" rx="3" />
      <circle className="tint" cx="150" cy="104" r="26" />
      <circle className="paper" cx="150" cy="104" r="18" />
      <path className="line" d="M164 118l22 22" />
    </Svg>
  );
}

function Unauthorized() {
  return (
    <Svg viewBox="0 0 240 160" aria-hidden="true" focusable="false">
      <ellipse className="ground" cx="120" cy="146" rx="96" ry="10" />
      <path className="line" d="M96 70V52a24 24 0 0 1 48 0v18" />
      <rect className="tint" x="80" y="68" width="80" height="70" rx="10" />
      <circle className="accent" cx="120" cy="98" r="9" />
      <rect className="accent" x="116" y="100" width="8" height="22" rx="4" />
    </Svg>
  );
}

function Forbidden() {
  return (
    <Svg viewBox="0 0 240 160" aria-hidden="true" focusable="false">
      <ellipse className="ground" cx="120" cy="146" rx="96" ry="10" />
      <path className="tint" d="M120 14l50 18v38c0 34-22 58-50 70-28-12-50-36-50-70V32z" />
      <circle className="danger" cx="120" cy="76" r="26" />
      <rect className="paper" x="104" y="72" width="32" height="8" rx="4" />
    </Svg>
  );
}

function ServerError() {
  return (
    <Svg viewBox="0 0 240 160" aria-hidden="true" focusable="false">
      <ellipse className="ground" cx="120" cy="146" rx="96" ry="10" />
      <rect className="paper" x="72" y="24" width="96" height="36" rx="6" />
      <rect className="paper" x="72" y="68" width="96" height="36" rx="6" />
      <rect className="paper" x="72" y="112" width="96" height="28" rx="6" />
      <circle className="accent" cx="90" cy="42" r="5" />
      <circle className="danger" cx="90" cy="86" r="5" />
      <circle className="muted" cx="90" cy="126" r="5" />
      <rect className="muted" x="108" y="39" width="44" height="6" rx="3" />
      <rect className="muted" x="108" y="83" width="44" height="6" rx="3" />
      <path className="danger" d="M184 52l22 40h-44z" />
      <rect className="paper" x="182" y="64" width="4" height="14" rx="2" />
      <circle className="paper" cx="184" cy="84" r="2.5" />
    </Svg>
  );
}

const ICONS = { success: CircleCheck, error: CircleX, info: Info } as const;

/** The picture above a result's title; decorative, hidden from assistive technology. */
export function ResultIllustration({ status }: { status: ResultStatus }) {
  switch (status) {
    case '404':
      return <NotFound />;
    case '401':
      return <Unauthorized />;
    case '403':
      return <Forbidden />;
    case '500':
      return <ServerError />;
    default: {
      const Icon = ICONS[status];
      return (
        <IconWrap data-status={status}>
          <Icon size={72} strokeWidth={1.5} aria-hidden />
        </IconWrap>
      );
    }
  }
}
