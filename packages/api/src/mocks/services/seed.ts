import type { ChainCode, ChainType } from '../../contracts/chains';
import { type MockMember, type MockService, bizDb, nextBizId } from '../bizDb';
import { DAY_MS, MOCK_NOW, daysAgo, iso, stamp } from '../lib/clock';
import { maskMobile } from '../lib/mask';
import { OWNERS, OWNER_NAMES, PEOPLE, ownerLanguage, type SeedLanguage } from '../lib/names';
import type { Rng } from '../lib/rng';

/** Invitation codes the seed always creates (for stories and the landing pages). */
export const SEED_INVITE_CODES = { pending: 'INV-DEMO-2025', expired: 'INV-OLD-2024' } as const;

export const chainCodeFor = (type: ChainType): ChainCode | null =>
  type === 'consensus' ? 'ScOcc02001' : type === 'permissioned' ? 'ScOcc03001' : null;

/** What customers name their services, in the language each writes in (decision 0068). */
const SERVICE_NAMES: Record<SeedLanguage, string[]> = {
  zh: [
    '存证服务',
    '溯源服务',
    '数字藏品服务',
    '身份认证服务',
    '跨链网关',
    '数据共享服务',
    '节点集群',
    'RPC 网关',
    '积分清结算',
    '电子合同服务',
    '审计沙箱',
    '隐私计算节点',
  ],
  en: [
    'Evidence Service',
    'Traceability Service',
    'Digital Collectibles',
    'Identity Service',
    'Cross-chain Gateway',
    'Data Sharing',
    'Node Cluster',
    'RPC Gateway',
    'Points Settlement',
    'E-contract Service',
    'Audit Sandbox',
    'Privacy Compute Node',
  ],
};
const SERVICE_STATUSES = ['running', 'running', 'running', 'pending', 'expired', 'stopped'] as const;
const CHAIN_TYPES: ChainType[] = ['core', 'consensus', 'permissioned'];

export function seedServices(rng: Rng) {
  const counts: Record<string, number> = { demo: 32, admin: 22 };
  for (const owner of OWNERS) {
    for (let i = 0; i < (counts[owner] ?? 10); i += 1) {
      const chainType = rng.pick(CHAIN_TYPES);
      const created = daysAgo(rng, 364, 3);
      const id = nextBizId('services');
      const members: MockMember[] = [
        {
          id: nextBizId('members'),
          username: owner,
          name: OWNER_NAMES[owner] ?? owner,
          contact: maskMobile(`139${rng.digits(8)}`),
          role: 'owner' as const,
          status: 'joined' as const,
          joinedAt: iso(created),
        },
      ];
      for (let m = rng.int(0, 4); m > 0; m -= 1) {
        members.push({
          id: nextBizId('members'),
          username: null,
          name: rng.pick(PEOPLE),
          contact: rng.bool()
            ? maskMobile(`1${rng.int(3, 9)}${rng.digits(9)}`)
            : `user${rng.digits(4)}@example.com`,
          role: 'member' as const,
          status: rng.bool(0.8) ? ('joined' as const) : ('invited' as const),
          joinedAt: null,
        });
        const last = members[members.length - 1];
        if (last && last.status === 'joined') last.joinedAt = iso(rng.date(created, MOCK_NOW));
      }
      const service: MockService = {
        id,
        owner,
        serviceNo: `SV${stamp(created)}${rng.digits(4)}`,
        name: `${rng.pick(SERVICE_NAMES[ownerLanguage(owner)])} ${String.fromCharCode(65 + (i % 26))}${i >= 26 ? i : ''}`.trim(),
        chainType,
        chainCode: chainCodeFor(chainType),
        network: rng.bool(0.7) ? 'mainnet' : 'testnet',
        edition: rng.pick(['basic', 'basic', 'advanced', 'custom', 'trial'] as const),
        status: rng.pick(SERVICE_STATUSES),
        nodeCount: rng.int(1, 12),
        createdAt: iso(created),
        expiresAt: iso(+created + rng.pick([6, 12, 24]) * 30 * DAY_MS),
        description:
          ownerLanguage(owner) === 'zh'
            ? '为业务系统提供链上读写、事件订阅与节点托管能力。'
            : 'Provides on-chain read/write, event subscription and hosted nodes.',
        rpcEndpoint: `https://rpc.chainportal.example/${chainType}/${id}`,
        members,
      };
      bizDb.services.push(service);
    }
  }
  // An admin service the demo user is invited to, and an expired invitation.
  const adminService = bizDb.services.find((s) => s.owner === 'admin' && s.status === 'running');
  if (adminService) {
    for (const [code, status, ageDays] of [
      [SEED_INVITE_CODES.pending, 'pending', 1],
      [SEED_INVITE_CODES.expired, 'expired', 40],
    ] as const) {
      const memberId = nextBizId('members');
      adminService.members.push({
        id: memberId,
        username: null,
        name: 'demo@example.com',
        contact: 'demo@example.com',
        role: 'member',
        status: 'invited',
        joinedAt: null,
      });
      bizDb.invitations.push({
        code,
        serviceId: adminService.id,
        inviterName: OWNER_NAMES.admin ?? 'admin',
        invitee: 'demo@example.com',
        memberId,
        status,
        createdAt: iso(MOCK_NOW - ageDays * DAY_MS),
        // The seeded pending link stays valid for years so the demo landing page always works.
        expiresAt:
          status === 'pending' ? iso(MOCK_NOW + 3650 * DAY_MS) : iso(MOCK_NOW - (ageDays - 7) * DAY_MS),
      });
    }
  }
}
