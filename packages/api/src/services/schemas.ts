import * as z from 'zod/mini';
import { mobile, pageRequest, page } from '../client/schemas';
import { instant, keyword, recordId } from '../account/money';
import { chainCode, chainType, network } from '../contracts/chains';

export const serviceStatus = z.enum(['running', 'pending', 'expired', 'stopped']);
export const editionKey = z.enum(['basic', 'custom', 'trial', 'advanced']);

export const serviceListRequest = pageRequest({
  chainType: z.optional(chainType),
  status: z.optional(serviceStatus),
  keyword,
});

export const serviceItem = z.object({
  id: recordId,
  serviceNo: z.string(),
  name: z.string(),
  chainType,
  chainCode: z.nullable(chainCode),
  network,
  edition: editionKey,
  status: serviceStatus,
  nodeCount: z.int().check(z.minimum(0)),
  memberCount: z.int().check(z.minimum(0)),
  createdAt: instant,
  expiresAt: instant,
});

export const serviceMember = z.object({
  id: recordId,
  name: z.string(),
  /** Phone (middle four digits masked) or e-mail. */
  contact: z.string(),
  role: z.enum(['owner', 'member']),
  status: z.enum(['joined', 'invited']),
  joinedAt: z.nullable(instant),
});

export const serviceDetail = z.extend(serviceItem, {
  description: z.string(),
  rpcEndpoint: z.string(),
  members: z.array(serviceMember),
  appCount: z.int().check(z.minimum(0)),
});

export const serviceList = page(serviceItem);

export const serviceInviteRequest = z
  .object({
    serviceId: recordId,
    phone: z.optional(mobile),
    email: z.optional(z.email()),
  })
  .check(
    z.refine((value) => (value.phone ? 1 : 0) + (value.email ? 1 : 0) === 1, {
      message: 'Give exactly one of phone or email',
    }),
  );

export const inviteStatus = z.enum(['pending', 'accepted', 'expired']);

export const serviceInvitation = z.object({
  code: z.string(),
  serviceId: recordId,
  serviceName: z.string(),
  inviterName: z.string(),
  /** The phone (masked) or e-mail invited. */
  invitee: z.string(),
  status: inviteStatus,
  createdAt: instant,
  expiresAt: instant,
});

export const serviceInvitationDetail = z.extend(serviceInvitation, {
  service: z.object({
    name: z.string(),
    chainType,
    edition: editionKey,
    description: z.string(),
  }),
});

export const inviteCodeRequest = z.object({
  code: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
});

export type ServiceStatus = z.infer<typeof serviceStatus>;
export type EditionKey = z.infer<typeof editionKey>;
export type ServiceListRequest = z.input<typeof serviceListRequest>;
export type ServiceItem = z.infer<typeof serviceItem>;
export type ServiceMember = z.infer<typeof serviceMember>;
export type ServiceDetail = z.infer<typeof serviceDetail>;
export type ServiceInviteRequest = z.input<typeof serviceInviteRequest>;
export type ServiceInvitation = z.infer<typeof serviceInvitation>;
export type ServiceInvitationDetail = z.infer<typeof serviceInvitationDetail>;
