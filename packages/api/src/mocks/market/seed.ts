import type { MarketCategory, MarketScenario } from '../../market/schemas';
import type { EditionKey } from '../../services/schemas';
import { type Bilingual, type MockEdition, type MockProduct, bizDb, nextBizId } from '../bizDb';
import { DAY_MS, daysAgo, iso } from '../lib/clock';
import { languageOf } from '../lib/names';
import type { Rng } from '../lib/rng';

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

export function seedProducts(rng: Rng) {
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
        // Written by the provider, in the product's language.
        notes:
          languageOf(p.summary) === 'zh'
            ? i === 0
              ? '性能优化与问题修复。'
              : '新增接口与文档完善。'
            : i === 0
              ? 'Performance improvements and fixes.'
              : 'New APIs and better docs.',
      };
    });
    const product: MockProduct = {
      id: nextBizId('products'),
      name: p.name,
      category: p.category,
      scenario: p.scenario,
      provider: p.provider,
      summary: p.summary,
      description:
        languageOf(p.summary) === 'zh'
          ? `${p.summary}基于平台的开放共识链与开放许可链，提供 SDK、REST API 与控制台，支持私有化部署。`
          : `${p.summary} Built on the platform's open consensus and permissioned chains, with SDKs, a REST API and a console; can be deployed on premises.`,
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
