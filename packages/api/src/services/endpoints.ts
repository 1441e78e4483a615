import { defineEndpoint } from '../client/endpoint';
import { createEndpointFunction } from '../client/functions';
import { idParam } from '../client/schemas';
import {
  inviteCodeRequest,
  serviceDetail,
  serviceInvitation,
  serviceInvitationDetail,
  serviceInviteRequest,
  serviceList,
  serviceListRequest,
} from './schemas';

const tags = ['services'];

export const serviceEndpoints = {
  list: defineEndpoint({
    id: 'services.list',
    method: 'POST',
    path: '/client/service/page',
    request: serviceListRequest,
    response: serviceList,
    summary: 'My services, paged, filtered by chain type, status and keyword',
    tags,
  }),
  detail: defineEndpoint({
    id: 'services.detail',
    method: 'GET',
    path: '/client/service/detail/{id}',
    request: idParam,
    response: serviceDetail,
    summary: 'One service with its members',
    tags,
  }),
  invite: defineEndpoint({
    id: 'services.invite',
    method: 'POST',
    path: '/client/service/invite',
    request: serviceInviteRequest,
    response: serviceInvitation,
    summary: 'Invite a member to a service by phone or e-mail',
    tags,
  }),
  inviteDetail: defineEndpoint({
    id: 'services.inviteDetail',
    method: 'GET',
    path: '/client/service/invite/detail/{code}',
    request: inviteCodeRequest,
    response: serviceInvitationDetail,
    summary: 'An invitation, for the /service/inviteservice landing pages',
    tags,
  }),
  acceptInvite: defineEndpoint({
    id: 'services.acceptInvite',
    method: 'POST',
    path: '/client/service/invite/accept',
    request: inviteCodeRequest,
    response: serviceDetail,
    summary: 'Accept an invitation: the signed-in user joins the service',
    tags,
  }),
};

export const listServices = createEndpointFunction(serviceEndpoints.list);
export const getServiceDetail = createEndpointFunction(serviceEndpoints.detail);
export const inviteServiceMember = createEndpointFunction(serviceEndpoints.invite);
export const getServiceInvitation = createEndpointFunction(serviceEndpoints.inviteDetail);
export const acceptServiceInvitation = createEndpointFunction(serviceEndpoints.acceptInvite);
