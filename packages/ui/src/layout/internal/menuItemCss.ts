// Kept apart from ./menuStyles.ts (Radix menu parts) so a light trigger can use it without them.

/** One row of a navbar dropdown menu (Radix sets data-highlighted / data-disabled). */
export const menuItemCss = `
  display: flex;
  align-items: center;
  gap: var(--cp-space-sm);
  min-height: 32px;
  padding: 0 var(--cp-space-md) 0 var(--cp-space-sm);
  border-radius: var(--cp-radius-sm);
  font-size: var(--cp-font-md);
  color: var(--cp-text);
  text-decoration: none;
  cursor: pointer;
  outline: none;
  user-select: none;
  &[data-highlighted] {
    background: var(--cp-bg-muted);
    color: var(--cp-text);
  }
  &[data-disabled] {
    color: var(--cp-text-disabled);
    cursor: not-allowed;
  }
`;

/** The popup of a console menu (dropdown or context menu): a raised box on the page background. */
export const menuSurfaceCss = `
  padding: var(--cp-space-xs);
  border: 1px solid var(--cp-border-light);
  border-radius: var(--cp-radius-md);
  background: var(--cp-bg);
  color: var(--cp-text);
  box-shadow: var(--cp-shadow-md);
  z-index: var(--cp-z-dropdown);
`;
