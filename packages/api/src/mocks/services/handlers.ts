import type * as z from 'zod/mini';
import { BusinessErrorCode as E } from '../../orders/errors';
import { serviceEndpoints } from '../../services/endpoints';
import type { serviceDetail, serviceInvitation } from '../../services/schemas';
import { type MockInvitation, type MockService, bizDb, nextBizId } from '../bizDb';
import { invalidState, notFound } from '../lib/answers';
import { DAY_MS, mockNow, nowIso } from '../lib/clock';
import { chainRpcUrlOn } from '../chain/config';
import { currentGateway } from '../gateway/registry';
import { byCreated, matches } from '../lib/filters';
import { fail, mockEndpoint } from '../lib/http';
import { said } from '../lib/said';
import { maskMobile } from '../lib/mask';
import { me } from '../lib/owned';
import { paginate } from '../lib/paging';
import { runtimeRng } from '../lib/rng';

/** The service a user may see: owned, or joined as a member. */
export function visibleTo(service: MockService, username: string): boolean {
  return (
    service.owner === username ||
    service.members.some((m) => m.username === username && m.status === 'joined')
  );
}

function serviceItem(s: MockService) {
  return {
    id: s.id,
    serviceNo: s.serviceNo,
    name: s.name,
    chainType: s.chainType,
    chainCode: s.chainCode,
    network: s.network,
    edition: s.edition,
    status: s.status,
    nodeCount: s.nodeCount,
    memberCount: s.members.filter((m) => m.status === 'joined').length,
    createdAt: s.createdAt,
    expiresAt: s.expiresAt,
  };
}

/**
 * Where a service answers JSON-RPC. With the HTTP API's metered gateway (decision 0101), a service
 * on a chain the API reaches answers at its gateway URL, `<api>/rpc/<key>` (nothing once its keys
 * are revoked: the node's own address is never shown, it would bypass the meter). Without it (the
 * in-browser demo), a service on the network the local chains serve answers at its chain's node, so
 * Test connection reaches a real chain. The others keep their seeded (unreachable) address.
 */
function rpcEndpointOf(s: MockService): string {
  const viaGateway = currentGateway()?.endpointOf(s);
  if (viaGateway !== undefined) return viaGateway;
  return (s.chainCode && chainRpcUrlOn(s.chainCode, s.network)) || s.rpcEndpoint;
}

function serviceDetailOf(s: MockService): z.input<typeof serviceDetail> {
  return {
    ...serviceItem(s),
    description: s.description,
    rpcEndpoint: rpcEndpointOf(s),
    members: s.members.map(({ username: _u, ...m }) => m),
    appCount: bizDb.apps.filter((a) => a.serviceId === s.id).length,
  };
}

function invitationOf(inv: MockInvitation): z.input<typeof serviceInvitation> {
  if (inv.status === 'pending' && Date.parse(inv.expiresAt) <= mockNow()) inv.status = 'expired';
  const service = bizDb.services.find((s) => s.id === inv.serviceId);
  return {
    code: inv.code,
    serviceId: inv.serviceId,
    serviceName: service?.name ?? '',
    inviterName: inv.inviterName,
    invitee: inv.invitee,
    status: inv.status,
    createdAt: inv.createdAt,
    expiresAt: inv.expiresAt,
  };
}

export const serviceHandlers = [
  mockEndpoint(serviceEndpoints.list, (input, { user }) => {
    const u = me(user);
    const list = bizDb.services
      .filter((s) => visibleTo(s, u.username))
      .filter((s) => !input.chainType || s.chainType === input.chainType)
      .filter((s) => !input.status || s.status === input.status)
      .filter((s) => matches(input.keyword, s.name, s.serviceNo))
      .sort(byCreated);
    return paginate(list, input, serviceItem);
  }),
  mockEndpoint(serviceEndpoints.detail, (input, { user }) => {
    const s = bizDb.services.find((x) => x.id === input.id && visibleTo(x, me(user).username));
    return s ? serviceDetailOf(s) : notFound('服务', 'Service');
  }),
  mockEndpoint(serviceEndpoints.invite, (input, { user }) => {
    const u = me(user);
    const s = bizDb.services.find((x) => x.id === input.serviceId && visibleTo(x, u.username));
    if (!s) return notFound('服务', 'Service');
    if (s.owner !== u.username)
      return fail(E.FORBIDDEN, said('只有服务所有者可以邀请成员', 'Only the owner can invite'));
    const invitee = input.phone ? maskMobile(input.phone) : (input.email ?? '');
    const memberId = nextBizId('members');
    s.members.push({
      id: memberId,
      username: null,
      name: input.email ?? invitee,
      contact: invitee,
      role: 'member',
      status: 'invited',
      joinedAt: null,
    });
    const now = mockNow();
    const inv: MockInvitation = {
      code: `INV-${runtimeRng().hex(10).toUpperCase()}`,
      serviceId: s.id,
      inviterName: u.name,
      invitee,
      memberId,
      status: 'pending',
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + 7 * DAY_MS).toISOString(),
    };
    bizDb.invitations.push(inv);
    return invitationOf(inv);
  }),
  mockEndpoint(serviceEndpoints.inviteDetail, (input) => {
    const inv = bizDb.invitations.find((x) => x.code === input.code);
    const s = inv && bizDb.services.find((x) => x.id === inv.serviceId);
    if (!inv || !s) return fail(E.INVITE_INVALID, said('邀请不存在', 'Invitation not found'));
    return {
      ...invitationOf(inv),
      service: { name: s.name, chainType: s.chainType, edition: s.edition, description: s.description },
    };
  }),
  mockEndpoint(serviceEndpoints.acceptInvite, (input, { user }) => {
    const u = me(user);
    const inv = bizDb.invitations.find((x) => x.code === input.code);
    const s = inv && bizDb.services.find((x) => x.id === inv.serviceId);
    if (!inv || !s) return fail(E.INVITE_INVALID, said('邀请不存在', 'Invitation not found'));
    invitationOf(inv);
    if (inv.status !== 'pending')
      return fail(E.INVITE_INVALID, said('邀请已失效或已使用', 'Invitation expired or already used'));
    if (s.owner === u.username) return invalidState(said('不能接受自己服务的邀请', 'You own this service'));
    inv.status = 'accepted';
    const member = s.members.find((m) => m.id === inv.memberId);
    const already = s.members.find((m) => m.username === u.username && m.status === 'joined');
    if (already && member) s.members.splice(s.members.indexOf(member), 1);
    else if (member)
      Object.assign(member, { username: u.username, name: u.name, status: 'joined', joinedAt: nowIso() });
    return serviceDetailOf(s);
  }),
];
