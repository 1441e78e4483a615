import type { Network } from '../../contracts/chains';
import { bizDb, nextBizId } from '../bizDb';
import { daysAgo, iso } from '../lib/clock';
import type { Rng } from '../lib/rng';

/**
 * The English of the templates' texts (the platform writes them for every reader): the templates
 * call answers a reader of English with these (decision 0068; the store keeps one language per field).
 */
const TEMPLATE_EN: Record<string, string> = {
  '可增发、可暂停的标准通证合约。': 'Mintable, pausable fungible token.',
  '支持元数据与版税的数字藏品合约。': 'NFT with metadata and royalties.',
  '一个合约管理多种资产。': 'Many assets in one contract.',
  '批次、环节与质检记录登记。': 'Batches, steps and inspections.',
  '提案、投票与计票。': 'Proposals, votes and tallies.',
  '买卖双方资金托管与仲裁。': 'Escrow with arbitration.',
  名称: 'Name',
  符号: 'Symbol',
  初始发行量: 'Initial supply',
  版税接收地址: 'Royalty receiver',
  元数据地址: 'Metadata URI',
  登记机构: 'Organisation',
  法定票数: 'Quorum',
  管理员地址: 'Admin',
  仲裁地址: 'Arbiter',
};

/** A template's text in the reader's language. */
export const templateText = (text: string, language: 'zh' | 'en'): string =>
  language === 'en' ? (TEMPLATE_EN[text] ?? text) : text;

export function seedTemplates() {
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
  t('ERC-20 同质化通证', 'token', '可增发、可暂停的标准通证合约。', [
    ['name', '名称', 'string', true],
    ['symbol', '符号', 'string', true],
    ['initialSupply', '初始发行量', 'number', true],
  ]);
  t('ERC-721 数字藏品', 'nft', '支持元数据与版税的数字藏品合约。', [
    ['name', '名称', 'string', true],
    ['symbol', '符号', 'string', true],
    ['royaltyReceiver', '版税接收地址', 'address', false],
  ]);
  t('ERC-1155 多资产', 'nft', '一个合约管理多种资产。', [['uri', '元数据地址', 'string', true]]);
  t('溯源登记', 'traceability', '批次、环节与质检记录登记。', [['org', '登记机构', 'string', true]]);
  t('链上投票', 'voting', '提案、投票与计票。', [
    ['quorum', '法定票数', 'number', true],
    ['admin', '管理员地址', 'address', true],
  ]);
  t('担保交易', 'escrow', '买卖双方资金托管与仲裁。', [['arbiter', '仲裁地址', 'address', true]]);
}

export function seedContracts(rng: Rng) {
  const names = [
    '积分通证',
    'Loyalty Token',
    '藏品系列',
    'Genesis Collection',
    '溯源登记',
    '董事会投票',
    'Escrow Vault',
    '供应链票据',
    '会员卡',
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
      description: template ? template.description : '自建合约。',
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
