import { createQueryHook } from '../client/hooks';
import { platformStatsEndpoints } from './endpoints';

export const usePlatformStats = createQueryHook(platformStatsEndpoints.get);
