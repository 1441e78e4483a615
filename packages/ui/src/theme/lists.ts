import { css } from 'styled-components';

/**
 * A list read as a column of items with the small gap between them and no bullets or indent: a
 * footer's links, the wallets to choose, an edition's features, the transactions sent. One rule for
 * the spacing of such lists (decision 0100).
 */
export const listColumn = css`
  display: flex;
  flex-direction: column;
  gap: var(--cp-space-sm);
  margin: 0;
  padding: 0;
  list-style: none;
`;
