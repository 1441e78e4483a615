import { createQueryHook } from '../client/hooks';
import { loginLogEndpoints } from './endpoints';

export const useLoginLogPage = createQueryHook(loginLogEndpoints.page);
