/** The landing page's picture: three linked chains of blocks (inline SVG, nothing downloaded). */
export function ChainIllustration({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 420 300" width="100%" role="img" aria-label={label}>
      <g fill="none" strokeWidth="3" strokeLinecap="round">
        <path d="M90 70h240M90 150h240M90 230h240" stroke="var(--cp-border)" />
        <path d="M120 70l90 80 90-80M120 230l90-80 90 80" stroke="var(--cp-primary-light)" />
      </g>
      {[70, 150, 230].map((y, row) =>
        [60, 180, 300].map((x, col) => (
          <g key={`${x}-${y}`} transform={`translate(${x} ${y - 24})`}>
            <rect
              width="60"
              height="48"
              rx="10"
              fill={row === 1 ? 'var(--cp-primary-solid)' : 'var(--cp-bg)'}
              stroke="var(--cp-primary-solid)"
              strokeWidth="3"
            />
            <path
              d={`M14 ${18 + (col % 2) * 4}h32M14 30h${20 + col * 6}`}
              stroke={row === 1 ? 'var(--cp-primary-contrast)' : 'var(--cp-primary-solid)'}
              strokeWidth="3"
              strokeLinecap="round"
            />
          </g>
        )),
      )}
    </svg>
  );
}
