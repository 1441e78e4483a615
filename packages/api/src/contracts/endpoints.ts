import { defineEndpoint } from '../client/endpoint';
import { createEndpointFunction } from '../client/functions';
import { idParam } from '../client/schemas';
import {
  buildContractRequest,
  contractDetail,
  contractList,
  contractListRequest,
  contractTemplateList,
  createFromTemplateRequest,
  registerContractRequest,
} from './schemas';

const tags = ['contracts'];

/** Contract management is admin only (docs/product.md#roles): others get code 20001. */
export const contractEndpoints = {
  templates: defineEndpoint({
    id: 'contracts.templates',
    method: 'GET',
    path: '/client/contract/template/list',
    response: contractTemplateList,
    summary: 'Contract templates (admin)',
    tags,
  }),
  createFromTemplate: defineEndpoint({
    id: 'contracts.createFromTemplate',
    method: 'POST',
    path: '/client/contract/createFromTemplate',
    request: createFromTemplateRequest,
    response: contractDetail,
    summary:
      'Deploy a template with the platform key: constructor arguments by ABI type (25003), chain not configured (25001) or unreachable (25002) (admin, decision 0075)',
    // Spends the platform's gas: a double submit or a retry deploys once (decision 0048).
    paying: true,
    tags,
  }),
  build: defineEndpoint({
    id: 'contracts.build',
    method: 'POST',
    path: '/client/contract/build',
    request: buildContractRequest,
    response: contractDetail,
    summary:
      'Self-built contract compiled in the browser: deploy its ABI and bytecode with the platform key (admin, decision 0075)',
    // Spends the platform's gas: a double submit or a retry deploys once (decision 0048).
    paying: true,
    tags,
  }),
  register: defineEndpoint({
    id: 'contracts.register',
    method: 'POST',
    path: '/client/contract/register',
    request: registerContractRequest,
    response: contractDetail,
    summary:
      "Register a contract deployed with the customer's wallet: the platform reads the receipt (codes 25001-25008) (admin, decision 0075)",
    // A retry whose first answer was lost gets that answer, not 'already registered'.
    paying: true,
    tags,
  }),
  list: defineEndpoint({
    id: 'contracts.list',
    method: 'POST',
    path: '/client/contract/page',
    request: contractListRequest,
    response: contractList,
    summary: 'My contracts, paged and filtered (admin)',
    tags,
  }),
  detail: defineEndpoint({
    id: 'contracts.detail',
    method: 'GET',
    path: '/client/contract/detail/{id}',
    request: idParam,
    response: contractDetail,
    summary: 'One contract: address, chain, status, transaction, block, deployer, ABI and code hash (admin)',
    tags,
  }),
};

export const listContractTemplates = createEndpointFunction(contractEndpoints.templates);
export const createContractFromTemplate = createEndpointFunction(contractEndpoints.createFromTemplate);
export const buildContract = createEndpointFunction(contractEndpoints.build);
export const registerContract = createEndpointFunction(contractEndpoints.register);
export const listContracts = createEndpointFunction(contractEndpoints.list);
export const getContractDetail = createEndpointFunction(contractEndpoints.detail);
