import type { EditionId } from '@chainportal/ui';
import advanced from '../assets/edition-advanced.svg';
import basic from '../assets/edition-basic.svg';
import custom from '../assets/edition-custom.svg';
import trial from '../assets/edition-trial.svg';

/** The access editions (docs/product.md#session): each with its own picture; null price = negotiable. */
export const ACCESS_EDITIONS: ReadonlyArray<{ id: EditionId; picture: string; monthlyPrice: number | null }> =
  [
    { id: 'trial', picture: trial, monthlyPrice: 0 },
    { id: 'basic', picture: basic, monthlyPrice: 980 },
    { id: 'advanced', picture: advanced, monthlyPrice: 4980 },
    { id: 'custom', picture: custom, monthlyPrice: null },
  ];

/** The picture of a market edition by the key the API sends ('edition-basic', ...). */
export const EDITION_PICTURES: Record<string, string> = {
  'edition-basic': basic,
  'edition-custom': custom,
  'edition-trial': trial,
  'edition-advanced': advanced,
};
