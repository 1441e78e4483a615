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
    summary: 'Create and deploy a contract from a template (admin)',
    tags,
  }),
  build: defineEndpoint({
    id: 'contracts.build',
    method: 'POST',
    path: '/client/contract/build',
    request: buildContractRequest,
    response: contractDetail,
    summary: 'Self-built contract: compile and deploy an uploaded source file (admin)',
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
    summary: 'One contract: address, chain, status, deploy time, transaction hash (admin)',
    tags,
  }),
};

export const listContractTemplates = createEndpointFunction(contractEndpoints.templates);
export const createContractFromTemplate = createEndpointFunction(contractEndpoints.createFromTemplate);
export const buildContract = createEndpointFunction(contractEndpoints.build);
export const listContracts = createEndpointFunction(contractEndpoints.list);
export const getContractDetail = createEndpointFunction(contractEndpoints.detail);
