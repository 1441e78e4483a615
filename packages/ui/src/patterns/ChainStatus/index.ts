export {
  ChainStatus,
  type ChainStatusProps,
  type ChainStatusState,
  type ChainStatusFigure,
} from './ChainStatus';
