import * as z from 'zod/mini';
import {
  list,
  mobile,
  opt,
  optionalDate,
  optionalEnum,
  optionalInt,
  optionalText,
  page,
  pageRequest,
  required,
  rowId,
  text,
} from '../client/schemas';
import { keyword, recordId } from '../account/money';
import { chainCodes, chainType, chainTypes, networks } from '../contracts/chains';

export const serviceStatuses = ['running', 'pending', 'expired', 'stopped'] as const;
export const serviceStatus = z.enum(serviceStatuses);
export const serviceMemberRoles = ['owner', 'member'] as const;
export const serviceMemberStatuses = ['joined', 'invited'] as const;
export const editionKeys = ['basic', 'custom', 'trial', 'advanced'] as const;
export const editionKey = z.enum(editionKeys);

/**
 * The request of a list of what runs on a chain (services, apps; the portal's ChainListPage): by
 * chain type, by status, and a keyword.
 */
export function chainListRequest<Status extends z.ZodMiniType>(status: Status) {
  return pageRequest({ chainType: z.optional(chainType), status: z.optional(status), keyword });
}

export const serviceListRequest = chainListRequest(serviceStatus);

export const serviceItem = z.object({
  id: rowId,
  serviceNo: optionalText,
  name: optionalText,
  chainType: optionalEnum(chainTypes),
  chainCode: optionalEnum(chainCodes),
  network: optionalEnum(networks),
  edition: optionalEnum(editionKeys),
  status: optionalEnum(serviceStatuses),
  nodeCount: optionalInt,
  memberCount: optionalInt,
  createdAt: optionalDate,
  expiresAt: optionalDate,
});

export const serviceMember = z.object({
  id: rowId,
  name: optionalText,
  /** Phone (middle four digits masked) or e-mail. */
  contact: optionalText,
  role: optionalEnum(serviceMemberRoles),
  status: optionalEnum(serviceMemberStatuses),
  joinedAt: optionalDate,
});

export const serviceDetail = z.extend(serviceItem, {
  description: optionalText,
  rpcEndpoint: optionalText,
  members: list(serviceMember),
  appCount: optionalInt,
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

export const inviteStatuses = ['pending', 'accepted', 'expired'] as const;
export const inviteStatus = z.enum(inviteStatuses);

export const serviceInvitation = z.object({
  code: required(text, 'accepting the invitation sends it'),
  serviceId: optionalInt,
  serviceName: optionalText,
  inviterName: optionalText,
  /** The phone (masked) or e-mail invited. */
  invitee: optionalText,
  status: optionalEnum(inviteStatuses),
  createdAt: optionalDate,
  expiresAt: optionalDate,
});

export const serviceInvitationDetail = z.extend(serviceInvitation, {
  service: opt(
    z.object({
      name: optionalText,
      chainType: optionalEnum(chainTypes),
      edition: optionalEnum(editionKeys),
      description: optionalText,
    }),
  ),
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
