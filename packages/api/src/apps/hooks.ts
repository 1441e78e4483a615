import { createQueryHook } from '../client/hooks';
import { appEndpoints } from './endpoints';

export const useApps = createQueryHook(appEndpoints.list);
export const useAppDetail = createQueryHook(appEndpoints.detail);
