export {
  EditionCards,
  EDITION_IDS,
  type EditionCardsProps,
  type Edition,
  type EditionId,
  type EditionPeriod,
} from './EditionCards';
