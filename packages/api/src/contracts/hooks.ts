import { createQueryHook } from '../client/hooks';
import { createMutationHook } from '../client/mutationHooks';
import { contractEndpoints } from './endpoints';

export const useContractTemplates = createQueryHook(contractEndpoints.templates);
export const useContracts = createQueryHook(contractEndpoints.list);
export const useContractDetail = createQueryHook(contractEndpoints.detail);
export const useCreateContractFromTemplate = createMutationHook(contractEndpoints.createFromTemplate, {
  invalidates: ['contracts.list'],
});
export const useBuildContract = createMutationHook(contractEndpoints.build, {
  invalidates: ['contracts.list'],
});
export const useRegisterContract = createMutationHook(contractEndpoints.register, {
  invalidates: ['contracts.list'],
});
