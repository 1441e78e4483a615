import { css } from 'styled-components';

/**
 * A square of a fixed size that does not shrink and centres what it holds: an avatar, a step's
 * number, a wallet's icon. (The box of a checkbox or a radio, FormField/choice.tsx, writes it out:
 * it is in /login's first load, where this module alone would be a chunk of its own.)
 */
export function centredSquare(size: string) {
  return css`
    display: inline-flex;
    flex: none;
    align-items: center;
    justify-content: center;
    width: ${size};
    height: ${size};
  `;
}
