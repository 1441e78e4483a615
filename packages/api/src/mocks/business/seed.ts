/**
 * Deterministic seed of the business collections: the same rng seed gives the same data. Data for
 * both demo users ('admin' and 'demo', see ../db.ts DEMO_USERS) plus other customers that only
 * appear in the admin views (drop and recharge details).
 */
import type { ChainCode, ChainType, Network } from '../../contracts/chains';
import { DEMO_USERS } from '../db';
import { DAY_MS, MOCK_NOW, type Rng } from '../rng';
import {
  accountOf,
  bizDb,
  clearBusinessDb,
  nextBizId,
  type Bilingual,
  type MockEdition,
  type MockMember,
  type MockReply,
  type MockOrder,
  type MockProduct,
  type MockService,
} from './db';
import type {
  EditionKey,
  MarketCategory,
  MarketScenario,
  OrderStatus,
  OrderType,
  WorkOrderType,
} from './types';

export const OWNERS = [DEMO_USERS.customer.username, DEMO_USERS.admin.username] as const;
export const OWNER_NAMES: Record<string, string> = {
  [DEMO_USERS.customer.username]: DEMO_USERS.customer.name,
  [DEMO_USERS.admin.username]: DEMO_USERS.admin.name,
};

/** Invitation codes the seed always creates (for stories and the landing pages). */
export const SEED_INVITE_CODES = { pending: 'INV-DEMO-2025', expired: 'INV-OLD-2024' } as const;

/** Plain code-unit order (ISO dates sort correctly; much faster than localeCompare). */
export const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const iso = (ms: number | Date) => new Date(+ms).toISOString();
const daysAgo = (rng: Rng, from: number, to = 0) =>
  rng.date(MOCK_NOW - from * DAY_MS, MOCK_NOW - to * DAY_MS);
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const stamp = (d: Date) => `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1, 2)}${pad(d.getUTCDate(), 2)}`;

export const maskPhone = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(7)}`;
export const chainCodeFor = (type: ChainType): ChainCode | null =>
  type === 'consensus' ? 'ScOcc02001' : type === 'permissioned' ? 'ScOcc03001' : null;

const PEOPLE = [
  '张伟',
  '王芳',
  '李娜',
  '刘洋',
  '陈静',
  '杨磊',
  '赵敏',
  '黄强',
  '周婷',
  '吴昊',
  'Emily Chen',
  'David Li',
  'Sarah Wang',
  'Michael Zhang',
  'Grace Liu',
  'Kevin Zhou',
];
const COMPANIES = [
  '杭州链融科技有限公司',
  '北京数信云网络技术有限公司',
  '深圳前海区块智造有限公司',
  '上海溯源宝信息科技有限公司',
  '成都天府数链科技有限公司',
  '广州穗链数字科技有限公司',
  'Nimbus Ledger Ltd.',
  'BlueOak Digital Co.',
  '苏州工业园区链通科技有限公司',
  '南京紫金数据有限公司',
  'Harbor Chain Solutions',
  '武汉光谷链信有限公司',
];

// ---------------------------------------------------------------- market
interface ProductSeed {
  name: string;
  category: MarketCategory;
  scenario: MarketScenario;
  provider: string;
  summary: string;
}

const PRODUCT_SEEDS: ProductSeed[] = [
  {
    name: '链上电子存证',
    category: 'data',
    scenario: 'intellectual_property',
    provider: '杭州链融科技有限公司',
    summary: '文件哈希上链，司法级存证与出证。',
  },
  {
    name: 'NFT 数字藏品发行平台',
    category: 'finance',
    scenario: 'digital_collections',
    provider: '深圳前海区块智造有限公司',
    summary: '一站式铸造、发行、流转数字藏品。',
  },
  {
    name: 'Cross-chain Bridge Gateway',
    category: 'infrastructure',
    scenario: 'retail',
    provider: 'Nimbus Ledger Ltd.',
    summary: 'Move assets and messages between the consensus and permissioned chains.',
  },
  {
    name: '食品安全溯源 SaaS',
    category: 'traceability',
    scenario: 'food',
    provider: '上海溯源宝信息科技有限公司',
    summary: '从农田到餐桌的全流程一物一码追溯。',
  },
  {
    name: 'DID 分布式身份',
    category: 'identity',
    scenario: 'government',
    provider: '北京数信云网络技术有限公司',
    summary: '可验证凭证签发、出示与核验。',
  },
  {
    name: 'Managed Node Service',
    category: 'infrastructure',
    scenario: 'manufacturing',
    provider: 'BlueOak Digital Co.',
    summary: 'Dedicated validator and RPC nodes with 99.9% SLA.',
  },
  {
    name: '政务数据共享链',
    category: 'data',
    scenario: 'government',
    provider: '成都天府数链科技有限公司',
    summary: '跨部门数据目录、授权与审计留痕。',
  },
  {
    name: '医疗处方流转',
    category: 'data',
    scenario: 'medical',
    provider: '武汉光谷链信有限公司',
    summary: '电子处方上链，院内外安全流转。',
  },
  {
    name: 'Supply Chain Finance Kit',
    category: 'finance',
    scenario: 'manufacturing',
    provider: 'Harbor Chain Solutions',
    summary: 'Tokenised receivables and multi-tier supplier financing.',
  },
  {
    name: '版权登记与交易',
    category: 'identity',
    scenario: 'intellectual_property',
    provider: '南京紫金数据有限公司',
    summary: '作品确权、授权许可与收益分账。',
  },
  {
    name: '零售会员积分通',
    category: 'finance',
    scenario: 'retail',
    provider: '广州穗链数字科技有限公司',
    summary: '跨品牌积分发行、兑换与清结算。',
  },
  {
    name: 'Smart Contract Audit',
    category: 'tools',
    scenario: 'digital_collections',
    provider: 'Nimbus Ledger Ltd.',
    summary: 'Static analysis and expert review of Solidity contracts.',
  },
  {
    name: '区块链浏览器',
    category: 'tools',
    scenario: 'government',
    provider: '杭州链融科技有限公司',
    summary: '区块、交易、合约与账户的可视化查询。',
  },
  {
    name: '药品冷链监测',
    category: 'traceability',
    scenario: 'medical',
    provider: '苏州工业园区链通科技有限公司',
    summary: 'IoT 温湿度数据实时上链，异常自动告警。',
  },
  {
    name: 'Oracle Data Feed',
    category: 'infrastructure',
    scenario: 'retail',
    provider: 'BlueOak Digital Co.',
    summary: 'Signed price, weather and logistics feeds for contracts.',
  },
  {
    name: '工业品质量追溯',
    category: 'traceability',
    scenario: 'manufacturing',
    provider: '深圳前海区块智造有限公司',
    summary: '零部件批次、质检报告与维修记录上链。',
  },
  {
    name: '电子合同签署',
    category: 'identity',
    scenario: 'retail',
    provider: '北京数信云网络技术有限公司',
    summary: '实名认证、电子签章与合同存证一体化。',
  },
  {
    name: 'Wallet-as-a-Service',
    category: 'tools',
    scenario: 'digital_collections',
    provider: 'Harbor Chain Solutions',
    summary: 'Custodial and MPC wallets behind one API.',
  },
  {
    name: '农产品产地认证',
    category: 'traceability',
    scenario: 'food',
    provider: '成都天府数链科技有限公司',
    summary: '地理标志产品的产地与检测认证。',
  },
  {
    name: '数据隐私计算',
    category: 'data',
    scenario: 'medical',
    provider: '武汉光谷链信有限公司',
    summary: '多方安全计算，数据可用不可见。',
  },
  {
    name: 'IPFS 分布式存储',
    category: 'infrastructure',
    scenario: 'intellectual_property',
    provider: '南京紫金数据有限公司',
    summary: '大文件链下存储，链上锚定内容哈希。',
  },
  {
    name: 'Event Ticketing Chain',
    category: 'finance',
    scenario: 'digital_collections',
    provider: 'Nimbus Ledger Ltd.',
    summary: 'Anti-scalping tickets with transparent resale rules.',
  },
  {
    name: '招投标存证',
    category: 'data',
    scenario: 'government',
    provider: '杭州链融科技有限公司',
    summary: '标书加密上链，开标过程全程可追溯。',
  },
  {
    name: '门店进销存上链',
    category: 'tools',
    scenario: 'retail',
    provider: '广州穗链数字科技有限公司',
    summary: '多门店库存与对账数据可信共享。',
  },
  {
    name: '碳足迹核算',
    category: 'data',
    scenario: 'manufacturing',
    provider: '苏州工业园区链通科技有限公司',
    summary: '产品全生命周期碳排放计算与核证。',
  },
  {
    name: 'Medical Records Exchange',
    category: 'identity',
    scenario: 'medical',
    provider: 'Harbor Chain Solutions',
    summary: 'Patient-consented sharing of records between hospitals.',
  },
  {
    name: '进口食品通关追溯',
    category: 'traceability',
    scenario: 'food',
    provider: '上海溯源宝信息科技有限公司',
    summary: '报关、检疫与物流信息一码可查。',
  },
  {
    name: 'Gas Fee Sponsor',
    category: 'tools',
    scenario: 'retail',
    provider: 'BlueOak Digital Co.',
    summary: 'Pay your users’ transaction fees from one sponsor account.',
  },
];

const EDITION_FEATURES: Record<EditionKey, Bilingual[]> = {
  trial: [
    { zh: '14 天免费试用', en: '14-day free trial' },
    { zh: '每日 1,000 次调用', en: '1,000 calls a day' },
  ],
  basic: [
    { zh: '每日 10 万次调用', en: '100,000 calls a day' },
    { zh: '工作日技术支持', en: 'Business-hours support' },
  ],
  advanced: [
    { zh: '每日 100 万次调用', en: '1,000,000 calls a day' },
    { zh: '7×24 小时技术支持', en: '24/7 support' },
    { zh: '专属节点', en: 'Dedicated nodes' },
  ],
  custom: [
    { zh: '按需定制部署', en: 'Tailored deployment' },
    { zh: '专属客户经理', en: 'Dedicated account manager' },
  ],
};

function seedProducts(rng: Rng) {
  PRODUCT_SEEDS.forEach((p, index) => {
    const negotiableOnly = index % 9 === 4;
    const freeOnly = index % 11 === 7;
    const basic = rng.int(2, 60) * 100 * 100 - 100; // e.g. ¥1,999.00
    const editions: MockEdition[] = [];
    if (freeOnly) {
      editions.push({ key: 'basic', priceType: 'free', monthlyCents: 0, features: EDITION_FEATURES.basic });
    } else if (negotiableOnly) {
      editions.push({
        key: 'custom',
        priceType: 'negotiable',
        monthlyCents: null,
        features: EDITION_FEATURES.custom,
      });
    } else {
      if (rng.bool(0.6))
        editions.push({ key: 'trial', priceType: 'free', monthlyCents: 0, features: EDITION_FEATURES.trial });
      editions.push({
        key: 'basic',
        priceType: 'fixed',
        monthlyCents: basic,
        features: EDITION_FEATURES.basic,
      });
      editions.push({
        key: 'advanced',
        priceType: 'fixed',
        monthlyCents: basic * 3 + 8800,
        features: EDITION_FEATURES.advanced,
      });
      if (rng.bool(0.5))
        editions.push({
          key: 'custom',
          priceType: 'negotiable',
          monthlyCents: null,
          features: EDITION_FEATURES.custom,
        });
    }
    const major = rng.int(1, 4);
    const count = rng.int(1, 4);
    const updated = daysAgo(rng, 200, 1);
    const versions = Array.from({ length: count }, (_, i) => {
      const minor = count - 1 - i;
      return {
        version: `${major}.${minor}.${rng.int(0, 9)}`,
        releasedAt: iso(+updated - i * rng.int(20, 90) * DAY_MS),
        notes:
          i === 0
            ? '性能优化与问题修复。Performance improvements and fixes.'
            : '新增接口与文档完善。New APIs and better docs.',
      };
    });
    const product: MockProduct = {
      id: nextBizId('products'),
      name: p.name,
      category: p.category,
      scenario: p.scenario,
      provider: p.provider,
      summary: p.summary,
      description: `${p.summary} ${p.name} 基于平台的开放共识链与开放许可链，提供 SDK、REST API 与控制台，支持私有化部署。`,
      updatedAt: iso(updated),
      salesCount: rng.int(0, 2400),
      editions,
      versions,
      maxQuantity: rng.pick([10, 50, 100]),
      periods: [1, 3, 6, 12, 24],
    };
    bizDb.products.push(product);
  });
}

// ---------------------------------------------------------------- services, apps
const SERVICE_NAMES = [
  '存证服务',
  '溯源服务',
  '数字藏品服务',
  '身份认证服务',
  '跨链网关',
  '数据共享服务',
  'Node Cluster',
  'RPC Gateway',
  '积分清结算',
  '电子合同服务',
  'Audit Sandbox',
  '隐私计算节点',
];
const SERVICE_STATUSES = ['running', 'running', 'running', 'pending', 'expired', 'stopped'] as const;
const CHAIN_TYPES: ChainType[] = ['core', 'consensus', 'permissioned'];

function seedServices(rng: Rng) {
  const counts: Record<string, number> = { demo: 32, admin: 22 };
  for (const owner of OWNERS) {
    for (let i = 0; i < (counts[owner] ?? 10); i += 1) {
      const chainType = rng.pick(CHAIN_TYPES);
      const created = daysAgo(rng, 500, 3);
      const id = nextBizId('services');
      const members: MockMember[] = [
        {
          id: nextBizId('members'),
          username: owner,
          name: OWNER_NAMES[owner] ?? owner,
          contact: maskPhone(`139${rng.digits(8)}`),
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
            ? maskPhone(`1${rng.int(3, 9)}${rng.digits(9)}`)
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
        name: `${rng.pick(SERVICE_NAMES)} ${String.fromCharCode(65 + (i % 26))}${i >= 26 ? i : ''}`.trim(),
        chainType,
        chainCode: chainCodeFor(chainType),
        network: rng.bool(0.7) ? 'mainnet' : 'testnet',
        edition: rng.pick(['basic', 'basic', 'advanced', 'custom', 'trial'] as const),
        status: rng.pick(SERVICE_STATUSES),
        nodeCount: rng.int(1, 12),
        createdAt: iso(created),
        expiresAt: iso(+created + rng.pick([6, 12, 24]) * 30 * DAY_MS),
        description:
          '为业务系统提供链上读写、事件订阅与节点托管能力。Provides on-chain read/write, event subscription and hosted nodes.',
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

const APP_NAMES = [
  '商城小程序',
  '溯源查询 H5',
  'ERP 对接',
  'Data Pipeline',
  '会员中心',
  'Partner Portal',
  '存证客户端',
  'Mobile Wallet',
  '监管报送',
  'BI Dashboard',
];

function seedApps(rng: Rng) {
  const counts: Record<string, number> = { demo: 44, admin: 26 };
  for (const owner of OWNERS) {
    const services = bizDb.services.filter((s) => s.owner === owner);
    for (let i = 0; i < (counts[owner] ?? 10); i += 1) {
      const service = rng.pick(services);
      const created = rng.date(Date.parse(service.createdAt), MOCK_NOW);
      const month = rng.int(0, 900_000);
      bizDb.apps.push({
        id: nextBizId('apps'),
        owner,
        name: `${rng.pick(APP_NAMES)}${i > 9 ? ` ${i}` : ''}`,
        appId: `app${rng.hex(16)}`,
        appKey: `sk_${rng.hex(28)}`,
        chainType: service.chainType,
        chainCode: service.chainCode,
        serviceId: service.id,
        status: rng.pick(['active', 'active', 'active', 'disabled', 'reviewing'] as const),
        createdAt: iso(created),
        description: '通过 SDK 接入平台服务的业务应用。A business app connected through the SDK.',
        callbackUrl: rng.bool(0.6) ? `https://hooks.example.com/${rng.hex(8)}` : null,
        requestsToday: Math.floor(month / rng.int(20, 40)),
        requestsMonth: month,
      });
    }
  }
}

// ---------------------------------------------------------------- contracts
function seedTemplates() {
  const t = (
    name: string,
    category: 'token' | 'nft' | 'traceability' | 'voting' | 'escrow',
    description: string,
    params: Array<[string, string, 'string' | 'number' | 'address', boolean]>,
  ) =>
    bizDb.templates.push({
      id: nextBizId('templates'),
      name,
      category,
      description,
      language: 'solidity',
      version: '1.2.0',
      params: params.map(([n, label, type, required]) => ({ name: n, label, type, required })),
    });
  t('ERC-20 同质化通证', 'token', '可增发、可暂停的标准通证合约。Mintable, pausable fungible token.', [
    ['name', '名称 Name', 'string', true],
    ['symbol', '符号 Symbol', 'string', true],
    ['initialSupply', '初始发行量 Initial supply', 'number', true],
  ]);
  t('ERC-721 数字藏品', 'nft', '支持元数据与版税的数字藏品合约。NFT with metadata and royalties.', [
    ['name', '名称 Name', 'string', true],
    ['symbol', '符号 Symbol', 'string', true],
    ['royaltyReceiver', '版税接收地址 Royalty receiver', 'address', false],
  ]);
  t('ERC-1155 多资产', 'nft', '一个合约管理多种资产。Many assets in one contract.', [
    ['uri', '元数据地址 Metadata URI', 'string', true],
  ]);
  t('溯源登记', 'traceability', '批次、环节与质检记录登记。Batches, steps and inspections.', [
    ['org', '登记机构 Organisation', 'string', true],
  ]);
  t('链上投票', 'voting', '提案、投票与计票。Proposals, votes and tallies.', [
    ['quorum', '法定票数 Quorum', 'number', true],
    ['admin', '管理员地址 Admin', 'address', true],
  ]);
  t('担保交易', 'escrow', '买卖双方资金托管与仲裁。Escrow with arbitration.', [
    ['arbiter', '仲裁地址 Arbiter', 'address', true],
  ]);
}

function seedContracts(rng: Rng) {
  const names = [
    '积分通证',
    'Loyalty Token',
    '藏品系列',
    'Genesis Collection',
    '溯源登记',
    '董事会投票',
    'Escrow Vault',
    '供应链票据',
    '会员卡 NFT',
    'Asset Registry',
  ];
  for (let i = 0; i < 46; i += 1) {
    const template = rng.bool(0.65) ? rng.pick(bizDb.templates) : null;
    const chainCode = rng.pick(['ScOcc02001', 'ScOcc03001'] as const);
    const network: Network = rng.bool(0.6) ? 'mainnet' : 'testnet';
    const status = rng.pick(['deployed', 'deployed', 'deployed', 'deployed', 'failed', 'deploying'] as const);
    const created = daysAgo(rng, 360, 0);
    const deployed = status === 'deployed';
    bizDb.contracts.push({
      id: nextBizId('contracts'),
      owner: 'admin',
      name: `${rng.pick(names)} ${i + 1}`,
      origin: template ? 'template' : 'custom',
      chainCode,
      network,
      status,
      address: deployed ? `0x${rng.hex(40)}` : null,
      txHash: deployed || status === 'failed' ? `0x${rng.hex(64)}` : null,
      deployedAt: deployed ? iso(+created + rng.int(60, 3600) * 1000) : null,
      createdAt: iso(created),
      description: template ? template.description : '自建合约。Self-built contract.',
      abiSummary: [
        'function owner() view returns (address)',
        'function transfer(address to, uint256 amount)',
        'event Transfer(address indexed from, address indexed to, uint256 value)',
      ],
      source: template
        ? null
        : {
            fileName: `Contract${i + 1}.sol`,
            size: rng.int(2_000, 60_000),
            language: 'solidity',
            compilerVersion: rng.pick(['0.8.19', '0.8.24', '0.8.26']),
          },
      templateName: template ? template.name : null,
    });
  }
}

// ---------------------------------------------------------------- orders, account
const STATUS_WEIGHTS: OrderStatus[] = [
  'paid',
  'paid',
  'paid',
  'paid',
  'paid',
  'paid',
  'paid',
  'cancelled',
  'cancelled',
  'refunded',
];
const TYPES: OrderType[] = ['purchase', 'purchase', 'purchase', 'renewal', 'renewal', 'upgrade'];

export function orderNo(at: Date, rng?: Rng): string {
  const suffix = rng ? rng.digits(6) : String(Math.floor(Math.random() * 1e6)).padStart(6, '0');
  return `DD${stamp(at)}${suffix}`;
}

function seedOrders(rng: Rng) {
  const counts: Record<string, number> = { demo: 268, admin: 142 };
  const buyable = bizDb.products.filter((p) => p.editions.some((e) => e.priceType === 'fixed'));
  for (const owner of OWNERS) {
    for (let i = 0; i < (counts[owner] ?? 20); i += 1) {
      const product = rng.pick(buyable);
      const edition = rng.pick(product.editions.filter((e) => e.priceType === 'fixed'));
      // Pending orders are recent; the rest spread over 14 months.
      let status = rng.pick(STATUS_WEIGHTS);
      if (rng.bool(0.06)) status = 'pending';
      const created = status === 'pending' ? daysAgo(rng, 10, 0) : daysAgo(rng, 420, 1);
      const quantity = rng.pick([1, 1, 1, 2, 3, 5]);
      const periodMonths = rng.pick([1, 1, 3, 6, 12]);
      const unit = edition.monthlyCents ?? 0;
      const paidAt =
        status === 'paid' || status === 'refunded' ? new Date(+created + rng.int(60, 7200) * 1000) : null;
      const timeline: MockOrder['timeline'] = [{ status: 'pending', at: iso(created) }];
      if (paidAt) timeline.push({ status: 'paid', at: iso(paidAt) });
      if (status === 'cancelled')
        timeline.push({ status: 'cancelled', at: iso(+created + rng.int(60, 86_400) * 1000) });
      if (status === 'refunded' && paidAt)
        timeline.push({ status: 'refunded', at: iso(+paidAt + rng.int(1, 20) * DAY_MS) });
      bizDb.orders.push({
        id: nextBizId('orders'),
        owner,
        orderNo: orderNo(created, rng),
        type: rng.pick(TYPES),
        status,
        productId: product.id,
        productName: product.name,
        edition: edition.key,
        quantity,
        periodMonths,
        unitCents: unit,
        amountCents: unit * quantity * periodMonths,
        invoiceId: null,
        createdAt: iso(created),
        paidAt: paidAt ? iso(paidAt) : null,
        timeline,
      });
    }
  }
  bizDb.orders.sort((a, b) => compareText(a.createdAt, b.createdAt));
}

const DROP_REASONS = [
  'Gas 费扣除 Gas fee',
  '存储费 Storage fee',
  '节点托管费 Node hosting',
  'API 超额调用 API overage',
  '跨链手续费 Cross-chain fee',
];

function seedLedger(rng: Rng) {
  const finalBalance: Record<string, number> = { demo: 1_286_050, admin: 5_230_000 };
  // Drops and recharges of other customers (admin views only).
  for (let i = 0; i < 240; i += 1) {
    const company = rng.pick(COMPANIES);
    bizDb.drops.push({
      id: 0,
      owner: company,
      userName: company,
      amountCents: rng.int(50, 90_000),
      reason: rng.pick(DROP_REASONS),
      chainType: rng.pick(CHAIN_TYPES),
      createdAt: iso(daysAgo(rng, 400, 0)),
    });
  }
  for (let i = 0; i < 120; i += 1) {
    const company = rng.pick(COMPANIES);
    bizDb.recharges.push({
      id: 0,
      owner: company,
      serialNo: '',
      userName: company,
      amountCents: rng.int(10, 500) * 10_000,
      method: rng.pick(['alipay', 'wechat', 'bank_transfer'] as const),
      status: rng.pick(['success', 'success', 'success', 'pending', 'failed'] as const),
      createdAt: iso(daysAgo(rng, 400, 0)),
    });
  }
  for (const owner of OWNERS) {
    const userName = OWNER_NAMES[owner] ?? owner;
    for (let i = 0; i < 40; i += 1) {
      bizDb.drops.push({
        id: 0,
        owner,
        userName,
        amountCents: rng.int(50, 30_000),
        reason: rng.pick(DROP_REASONS),
        chainType: rng.pick(CHAIN_TYPES),
        createdAt: iso(daysAgo(rng, 400, 0)),
      });
    }
    for (let i = 0; i < 18; i += 1) {
      bizDb.recharges.push({
        id: 0,
        owner,
        serialNo: '',
        userName,
        amountCents: rng.int(5, 200) * 10_000,
        method: rng.pick(['alipay', 'wechat', 'bank_transfer'] as const),
        status: 'success',
        createdAt: iso(daysAgo(rng, 420, 0)),
      });
    }
    // Replay the ledger so each balanceAfter is true: opening recharge covers the difference.
    const payments = bizDb.orders.filter((o) => o.owner === owner && o.paidAt && o.amountCents > 0);
    const drops = bizDb.drops.filter((d) => d.owner === owner);
    const recharges = bizDb.recharges.filter((r) => r.owner === owner && r.status === 'success');
    const refunds = bizDb.orders.filter((o) => o.owner === owner && o.status === 'refunded');
    const out =
      payments.reduce((s, o) => s + o.amountCents, 0) + drops.reduce((s, d) => s + d.amountCents, 0);
    const back =
      recharges.reduce((s, r) => s + r.amountCents, 0) + refunds.reduce((s, o) => s + o.amountCents, 0);
    const target = finalBalance[owner] ?? 0;
    const opening = target + out - back;
    if (opening > 0) {
      bizDb.recharges.push({
        id: 0,
        owner,
        serialNo: '',
        userName,
        amountCents: opening,
        method: 'bank_transfer',
        status: 'success',
        createdAt: iso(MOCK_NOW - 430 * DAY_MS),
      });
    }
    type Event = { at: string; delta: number; order?: MockOrder };
    const events: Event[] = [
      ...payments.map((o) => ({ at: o.paidAt as string, delta: -o.amountCents, order: o })),
      ...drops.map((d) => ({ at: d.createdAt, delta: -d.amountCents })),
      ...bizDb.recharges
        .filter((r) => r.owner === owner && r.status === 'success')
        .map((r) => ({ at: r.createdAt, delta: r.amountCents })),
      ...refunds.map((o) => ({
        at: o.timeline[o.timeline.length - 1]?.at ?? o.createdAt,
        delta: o.amountCents,
      })),
    ].sort((a, b) => compareText(a.at, b.at));
    let balance = opening < 0 ? -opening : 0;
    for (const e of events) {
      balance += e.delta;
      if (e.order) {
        bizDb.consumption.push({
          id: 0,
          owner,
          orderId: e.order.id,
          orderNo: e.order.orderNo,
          productName: e.order.productName,
          amountCents: e.order.amountCents,
          balanceAfterCents: balance,
          createdAt: e.at,
        });
      }
    }
    accountOf(owner).balanceCents = balance;
  }
  // Ids and serial numbers in time order.
  for (const list of [bizDb.drops, bizDb.recharges, bizDb.consumption]) {
    list.sort((a, b) => compareText(a.createdAt, b.createdAt));
  }
  for (const d of bizDb.drops) d.id = nextBizId('drops');
  for (const c of bizDb.consumption) c.id = nextBizId('consumption');
  for (const r of bizDb.recharges) {
    r.id = nextBizId('recharges');
    r.serialNo = `CZ${stamp(new Date(r.createdAt))}${pad(r.id, 6)}`;
  }
  // A pending withdrawal of the demo user keeps part of the balance frozen.
  const demo = accountOf('demo');
  demo.frozenCents = 50_000;
  bizDb.fundRequests.push({
    id: nextBizId('fundRequests'),
    owner: 'demo',
    kind: 'withdrawal',
    amountCents: 50_000,
    orderId: null,
    status: 'pending',
    createdAt: iso(MOCK_NOW - 2 * DAY_MS),
  });
}

// ---------------------------------------------------------------- invoices
function seedInvoices(rng: Rng) {
  for (const owner of OWNERS) {
    const company = owner === 'admin' ? '链服云平台运营有限公司' : '杭州链融科技有限公司';
    bizDb.titles.push(
      {
        id: nextBizId('titles'),
        owner,
        titleType: 'company',
        name: company,
        taxNo: `91330${rng.digits(8)}${rng.pick(['MA', 'XY', 'K0'])}${rng.digits(3)}`,
        bankName: '招商银行杭州分行',
        bankAccount: `5719${rng.digits(12)}`,
        address: '浙江省杭州市西湖区文三路 90 号',
        phone: `0571-${rng.digits(8)}`,
        isDefault: true,
      },
      {
        id: nextBizId('titles'),
        owner,
        titleType: 'personal',
        name: OWNER_NAMES[owner] ?? owner,
        taxNo: null,
        bankName: '',
        bankAccount: '',
        address: '',
        phone: '',
        isDefault: false,
      },
    );
    const regions = ['浙江省 杭州市 西湖区', '北京市 海淀区', '上海市 浦东新区', '广东省 深圳市 南山区'];
    for (let i = 0; i < 3; i += 1) {
      bizDb.addresses.push({
        id: nextBizId('addresses'),
        owner,
        recipient: rng.pick(PEOPLE.slice(0, 10)),
        phone: `13${rng.int(0, 9)}${rng.digits(8)}`,
        region: regions[i] ?? '浙江省 杭州市',
        detail: `${rng.pick(['科技园', '创业大厦', '金融中心'])} ${rng.int(1, 30)} 号楼 ${rng.int(101, 2208)} 室`,
        postcode: rng.pick(['310012', '100080', '200120', '518057']),
        isDefault: i === 0,
        createdAt: iso(MOCK_NOW - (100 - i * 10) * DAY_MS),
      });
    }
    // About half of the paid orders older than 30 days are invoiced, 1–5 orders per invoice.
    const candidates = bizDb.orders.filter(
      (o) =>
        o.owner === owner &&
        o.status === 'paid' &&
        o.amountCents > 0 &&
        Date.parse(o.paidAt ?? '') < MOCK_NOW - 30 * DAY_MS,
    );
    const chosen = candidates.filter(() => rng.bool(0.55));
    const title = bizDb.titles.find((t) => t.owner === owner && t.titleType === 'company');
    const address = bizDb.addresses.find((a) => a.owner === owner && a.isDefault);
    while (chosen.length > 0 && title && address) {
      const group = chosen.splice(0, rng.int(1, 5));
      const last = group[group.length - 1];
      if (!last) break;
      const created = new Date(Date.parse(last.paidAt ?? last.createdAt) + rng.int(1, 20) * DAY_MS);
      const medium = rng.bool(0.7) ? ('electronic' as const) : ('paper' as const);
      const status = rng.pick(['issued', 'issued', 'mailed', 'pending', 'rejected'] as const);
      const effectiveStatus = medium === 'electronic' && status === 'mailed' ? 'issued' : status;
      const id = nextBizId('invoices');
      for (const o of group) o.invoiceId = effectiveStatus === 'rejected' ? null : id;
      const { id: _t, owner: _o, isDefault: _d, ...titleSnapshot } = title;
      const { id: _a, owner: _ao, isDefault: _ad, createdAt: _c, ...addressSnapshot } = address;
      bizDb.invoices.push({
        id,
        owner,
        invoiceNo: `FP${stamp(created)}${pad(id, 5)}`,
        type: rng.bool(0.3) ? 'special' : 'normal',
        medium,
        amountCents: group.reduce((s, o) => s + o.amountCents, 0),
        status: effectiveStatus,
        createdAt: iso(created),
        issuedAt:
          effectiveStatus === 'issued' || effectiveStatus === 'mailed'
            ? iso(+created + rng.int(1, 5) * DAY_MS)
            : null,
        title: titleSnapshot,
        address: medium === 'paper' ? addressSnapshot : null,
        orderIds: group.map((o) => o.id),
        remark:
          effectiveStatus === 'rejected' ? '税号与开票名称不一致 Tax number does not match the title' : '',
      });
    }
  }
}

// ---------------------------------------------------------------- work orders
const WORK_ORDER_TOPICS: Array<[WorkOrderType, string, string]> = [
  ['technical', '合约部署一直处于部署中', '在开放共识链测试网部署合约超过 30 分钟仍未完成，请协助排查。'],
  [
    'technical',
    'RPC endpoint returns 429',
    'Our app gets HTTP 429 from the RPC gateway during peak hours. Can the limit be raised?',
  ],
  ['billing', '发票抬头填写错误', '上月申请的发票抬头少了“有限公司”，需要作废重开。'],
  [
    'billing',
    'Refund for duplicate order',
    'We paid the same renewal twice. Please refund one of the orders.',
  ],
  ['account', '更换绑定手机号', '原手机号已停用，无法接收验证码，如何更换？'],
  [
    'account',
    'Add a colleague to our services',
    'How do I give a colleague read-only access to two services?',
  ],
  ['technical', '节点同步落后', '托管节点区块高度比浏览器落后约 200 个块。'],
  ['other', '申请成为渠道合作伙伴', '我们是一家系统集成商，希望了解渠道合作政策。'],
  [
    'technical',
    'SDK 签名报错 invalid sender',
    'Java SDK 1.4.2 发送交易时提示 invalid sender，链为许可链主网。',
  ],
  ['other', 'Training for our developers', 'Do you offer an on-site workshop on contract development?'],
];

function seedWorkOrders(rng: Rng) {
  const counts: Record<string, number> = { demo: 34, admin: 16 };
  for (const owner of OWNERS) {
    for (let i = 0; i < (counts[owner] ?? 5); i += 1) {
      const [type, title, content] = rng.pick(WORK_ORDER_TOPICS);
      const created = daysAgo(rng, 300, 0);
      const status = rng.pick(['pending', 'processing', 'replied', 'replied', 'closed', 'closed'] as const);
      const replies: MockReply[] = [];
      if (status !== 'pending') {
        let at = +created;
        for (let r = rng.int(1, 4); r > 0; r -= 1) {
          at += rng.int(1, 48) * 3_600_000;
          const support = replies.length % 2 === 0;
          replies.push({
            id: nextBizId('replies'),
            author: support ? ('support' as const) : ('customer' as const),
            authorName: support
              ? `技术支持 ${rng.pick(['小李', '小王', 'Alex', 'Mia'])}`
              : (OWNER_NAMES[owner] ?? owner),
            content: support
              ? '您好，我们已收到问题，正在排查，请提供交易哈希与时间。Hello, we are looking into it; please send the transaction hash and time.'
              : '交易哈希已附上，请查收。The hash is attached.',
            attachmentIds: [],
            createdAt: iso(Math.min(at, MOCK_NOW)),
          });
        }
      }
      const lastAt = replies[replies.length - 1]?.createdAt ?? iso(created);
      bizDb.workOrders.push({
        id: nextBizId('workOrders'),
        owner,
        ticketNo: `GD${stamp(created)}${rng.digits(4)}`,
        type,
        title,
        content,
        status,
        attachmentIds: [],
        replies,
        createdAt: iso(created),
        updatedAt: lastAt,
      });
    }
  }
}

// ---------------------------------------------------------------- public content
const DOC_CATEGORIES: Array<{ key: string; name: Bilingual }> = [
  { key: 'quickstart', name: { zh: '快速入门', en: 'Quick start' } },
  { key: 'sdk', name: { zh: 'SDK 文档', en: 'SDKs' } },
  { key: 'api', name: { zh: 'API 参考', en: 'API reference' } },
  { key: 'contract', name: { zh: '合约开发', en: 'Contract development' } },
  { key: 'node', name: { zh: '节点运维', en: 'Node operations' } },
  { key: 'wallet', name: { zh: '钱包接入', en: 'Wallets' } },
];

const DOC_TOPICS: Bilingual[] = [
  { zh: '五分钟接入开放共识链', en: 'Connect to the open consensus chain in five minutes' },
  { zh: '创建第一个应用并获取密钥', en: 'Create your first app and get its key' },
  { zh: 'Java SDK 安装与配置', en: 'Installing and configuring the Java SDK' },
  { zh: 'Go SDK 交易签名', en: 'Signing transactions with the Go SDK' },
  { zh: 'REST API 鉴权说明', en: 'Authenticating REST API calls' },
  { zh: '事件订阅与回调', en: 'Event subscriptions and callbacks' },
  { zh: '使用模板部署 ERC-20 合约', en: 'Deploying an ERC-20 contract from a template' },
  { zh: '自建合约的编译与上传', en: 'Compiling and uploading a self-built contract' },
  { zh: '节点监控指标', en: 'Node monitoring metrics' },
  { zh: '节点升级与回滚', en: 'Upgrading and rolling back a node' },
  { zh: '钱包连接与链 ID 配置', en: 'Connecting a wallet and setting the chain id' },
  { zh: '测试网水龙头使用', en: 'Using the test net faucet' },
];

function seedContent(rng: Rng) {
  bizDb.docCategories.push(...DOC_CATEGORIES);
  for (let i = 0; i < 42; i += 1) {
    const topic = DOC_TOPICS[i % DOC_TOPICS.length] as Bilingual;
    const category = DOC_CATEGORIES[Math.floor(i / 2) % DOC_CATEGORIES.length]?.key ?? 'quickstart';
    const part = i >= DOC_TOPICS.length ? ` (${Math.floor(i / DOC_TOPICS.length) + 1})` : '';
    bizDb.docs.push({
      id: nextBizId('docs'),
      category,
      title: { zh: `${topic.zh}${part}`, en: `${topic.en}${part}` },
      summary: {
        zh: `本文介绍${topic.zh}的步骤与注意事项。`,
        en: `The steps and caveats of: ${topic.en.toLowerCase()}.`,
      },
      html: {
        // Several headings, so a document page has a table of contents to build.
        zh: `<h2>${topic.zh}</h2><p>本文适用于开放共识链与开放许可链。</p><h2>准备工作</h2><p>需要已实名认证的账号与一个运行中的服务。</p><h2>操作步骤</h2><p>按以下步骤操作：</p><ol><li>登录控制台</li><li>进入“我的服务”</li><li>复制 RPC 地址</li></ol><h3>示例请求</h3><pre><code>curl -X POST https://rpc.chainportal.example/consensus</code></pre><h2>常见错误</h2><p>返回 10004 时请重新登录。</p><p><a href="https://docs.chainportal.example" target="_blank">更多文档</a></p>`,
        en: `<h2>${topic.en}</h2><p>This applies to the open consensus chain and the open permissioned chain.</p><h2>Before you start</h2><p>You need a verified account and a running service.</p><h2>Steps</h2><p>Follow these steps:</p><ol><li>Sign in to the console</li><li>Open “My services”</li><li>Copy the RPC address</li></ol><h3>Example request</h3><pre><code>curl -X POST https://rpc.chainportal.example/consensus</code></pre><h2>Common errors</h2><p>When a call answers 10004, sign in again.</p><p><a href="https://docs.chainportal.example" target="_blank">More docs</a></p>`,
      },
      updatedAt: iso(daysAgo(rng, 300, 0)),
    });
  }
  // One document carries markup a sanitiser must remove (the UI must not trust the HTML).
  const last = bizDb.docs[bizDb.docs.length - 1];
  if (last) {
    last.html.zh += '<img src="x" onerror="alert(1)"><script>alert(1)</script>';
    last.html.en += '<img src="x" onerror="alert(1)"><script>alert(1)</script>';
  }
  const faqs: Array<[string, Bilingual, Bilingual]> = [
    [
      'account',
      { zh: '如何注册账号？', en: 'How do I register?' },
      {
        zh: '点击首页右上角“注册”，填写手机号与验证码即可。',
        en: 'Choose “Register” at the top right and enter your phone number and the code.',
      },
    ],
    [
      'account',
      { zh: '忘记密码怎么办？', en: 'I forgot my password.' },
      {
        zh: '在登录页点击“忘记密码”，通过手机或邮箱重置。',
        en: 'Choose “Forgot password” on the sign-in page and reset it by phone or e-mail.',
      },
    ],
    [
      'billing',
      { zh: '支持哪些充值方式？', en: 'How can I top up?' },
      { zh: '支持支付宝、微信支付与对公转账。', en: 'Alipay, WeChat Pay and bank transfer.' },
    ],
    [
      'billing',
      { zh: '发票多久可以开具？', en: 'When is my invoice issued?' },
      {
        zh: '电子发票 3 个工作日内开具，纸质发票 7 个工作日内寄出。',
        en: 'E-invoices within 3 working days; paper invoices are posted within 7.',
      },
    ],
    [
      'billing',
      { zh: '余额可以提现吗？', en: 'Can I withdraw my balance?' },
      {
        zh: '可以，提现申请审核通过后原路退回。',
        en: 'Yes; after review the amount goes back to your bank account.',
      },
    ],
    [
      'chain',
      { zh: '三条链有什么区别？', en: 'How do the three chains differ?' },
      {
        zh: '核心链承载平台治理，开放共识链面向公众应用，开放许可链面向联盟机构。',
        en: 'The core chain runs governance, the open consensus chain serves public apps, the open permissioned chain serves consortia.',
      },
    ],
    [
      'chain',
      { zh: '主网与测试网的链 ID 是多少？', en: 'What are the chain ids of main net and test net?' },
      {
        zh: '开放共识链主网 0x13488c5、测试网 0x133ef52；开放许可链主网 0x13881、测试网 0x133ef53。',
        en: 'Open consensus chain: main 0x13488c5, test 0x133ef52. Open permissioned chain: main 0x13881, test 0x133ef53.',
      },
    ],
    [
      'contract',
      { zh: '合约部署失败怎么办？', en: 'My contract deployment failed.' },
      {
        zh: '请检查编译器版本与构造参数，或提交工单。',
        en: 'Check the compiler version and constructor parameters, or open a work order.',
      },
    ],
    [
      'contract',
      { zh: '支持哪些合约语言？', en: 'Which contract languages are supported?' },
      { zh: '支持 Solidity 与 Vyper。', en: 'Solidity and Vyper.' },
    ],
    [
      'service',
      { zh: '如何邀请同事管理服务？', en: 'How do I invite a colleague to a service?' },
      {
        zh: '在服务详情中点击“邀请成员”，输入手机号或邮箱。',
        en: 'Open the service and choose “Invite member”, then enter a phone number or e-mail.',
      },
    ],
  ];
  for (let round = 0; round < 3; round += 1) {
    for (const [category, question, answer] of faqs) {
      const suffix = round === 0 ? '' : ` (${round + 1})`;
      bizDb.faqs.push({
        id: nextBizId('faqs'),
        category,
        question: { zh: `${question.zh}${suffix}`, en: `${question.en}${suffix}` },
        answerHtml: { zh: `<p>${answer.zh}</p>`, en: `<p>${answer.en}</p>` },
        updatedAt: iso(daysAgo(rng, 400, 0)),
      });
    }
  }
  const news: Bilingual[] = [
    { zh: '开放许可链主网升级公告', en: 'Open permissioned chain main net upgrade' },
    { zh: '春节期间客服安排', en: 'Support hours during the Spring Festival' },
    { zh: '应用市场新增 8 款产品', en: 'Eight new products in the app market' },
    { zh: '测试网数据重置通知', en: 'Test net data reset' },
    { zh: 'Java SDK 2.0 发布', en: 'Java SDK 2.0 released' },
  ];
  for (let i = 0; i < 26; i += 1) {
    const n = news[i % news.length] as Bilingual;
    const suffix = i >= news.length ? ` #${Math.floor(i / news.length) + 1}` : '';
    bizDb.announcements.push({
      id: nextBizId('announcements'),
      title: { zh: `${n.zh}${suffix}`, en: `${n.en}${suffix}` },
      summary: { zh: `${n.zh}，详情请见正文。`, en: `${n.en}: see the full text.` },
      level: i % 4 === 0 ? 'important' : 'info',
      publishedAt: iso(daysAgo(rng, 400, 0)),
    });
  }
  const solution = (key: MarketScenario, zh: string, en: string, szh: string, sen: string) =>
    bizDb.solutions.push({
      key,
      title: { zh, en },
      summary: { zh: szh, en: sen },
      highlights: [
        { zh: '一物一码，全程可追溯', en: 'One code per item, traceable end to end' },
        { zh: '多方共识，数据不可篡改', en: 'Multi-party consensus, tamper-proof data' },
        { zh: '对接监管平台', en: 'Connects to regulators' },
      ],
    });
  solution(
    'digital_collections',
    '数字藏品',
    'Digital collections',
    '合规发行与流转数字藏品。',
    'Issue and trade digital collections compliantly.',
  );
  solution(
    'government',
    '政务',
    'Government',
    '政务数据共享与业务协同。',
    'Shared data and joint processes across agencies.',
  );
  solution('food', '食品', 'Food', '食品安全从农田到餐桌。', 'Food safety from farm to table.');
  solution(
    'retail',
    '零售',
    'Retail',
    '会员、积分与供应链协同。',
    'Loyalty, points and supply chain collaboration.',
  );
  solution(
    'manufacturing',
    '制造',
    'Manufacturing',
    '质量追溯与供应链金融。',
    'Quality tracing and supply chain finance.',
  );
  solution(
    'intellectual_property',
    '知识产权',
    'Intellectual property',
    '确权、授权与维权。',
    'Registration, licensing and enforcement.',
  );
  solution(
    'medical',
    '医疗',
    'Medical',
    '处方流转与医疗数据共享。',
    'Prescriptions and medical data sharing.',
  );
  const partners: Array<[string, string, 'partner' | 'guidance']> = [
    ['国家信息中心', 'State Information Center', 'guidance'],
    ['中国信息通信研究院', 'CAICT', 'guidance'],
    ['区块链服务网络发展联盟', 'BSN Development Association', 'guidance'],
    ['浙江省数字经济学会', 'Zhejiang Digital Economy Society', 'guidance'],
    ...COMPANIES.map((c) => [c, c, 'partner'] as [string, string, 'partner']),
  ];
  partners.forEach(([zh, en, kind], index) => {
    bizDb.partners.push({
      id: nextBizId('partners'),
      name: { zh, en },
      kind,
      logoKey: `partner-${index + 1}`,
      url: kind === 'partner' ? `https://partner${index + 1}.example.com` : null,
    });
  });
}

/** Empties the business collections and seeds them again from `rng`. */
export function seedBusinessData(rng: Rng): void {
  clearBusinessDb();
  seedProducts(rng);
  seedServices(rng);
  seedApps(rng);
  seedTemplates();
  seedContracts(rng);
  seedOrders(rng);
  seedLedger(rng);
  seedInvoices(rng);
  seedWorkOrders(rng);
  seedContent(rng);
}

/** The service a user may see: owned, or joined as a member. */
export function visibleTo(service: MockService, username: string): boolean {
  return (
    service.owner === username ||
    service.members.some((m) => m.username === username && m.status === 'joined')
  );
}
