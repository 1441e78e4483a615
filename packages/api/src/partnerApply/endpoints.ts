import { defineEndpoint } from '../client/endpoint';
import { createEndpointFunction } from '../client/functions';
import { partnerApplyReceipt, partnerApplyRequest } from './schemas';

export const partnerApplyEndpoints = {
  create: defineEndpoint({
    id: 'partnerApply.create',
    method: 'POST',
    path: '/client/partner/apply',
    request: partnerApplyRequest,
    response: partnerApplyReceipt,
    auth: false,
    summary: 'Apply to the channel-cooperation (agent) programme; 10003 when the mobile already applied',
    tags: ['partnerApply'],
  }),
};

export const applyForPartnership = createEndpointFunction(partnerApplyEndpoints.create);
