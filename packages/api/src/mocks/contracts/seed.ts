import type { Network } from '../../contracts/chains';
import { bizDb, nextBizId } from '../bizDb';
import { daysAgo, iso } from '../lib/clock';
import type { Rng } from '../lib/rng';
import { TEMPLATES } from './templates';

/**
 * The admin's contract history: records from before the platform's current chains (decision 0075).
 * They keep their names, chains, statuses and dates, but no address or transaction hash, since
 * nothing of them is on the demo's fresh chains (a list must not show an address with no code).
 * The random draws are those of the records with addresses, so the rest of the seeded world is
 * unchanged.
 */
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
    const template = rng.bool(0.65) ? rng.pick(TEMPLATES) : null;
    const chainCode = rng.pick(['ScOcc02001', 'ScOcc03001'] as const);
    const network: Network = rng.bool(0.6) ? 'mainnet' : 'testnet';
    // One in six never finished deploying: history records it as failed (it can no longer settle).
    const drawn = rng.pick(['deployed', 'deployed', 'deployed', 'deployed', 'failed', 'deploying'] as const);
    const status = drawn === 'deployed' ? 'deployed' : 'failed';
    const created = daysAgo(rng, 360, 0);
    const deployed = drawn === 'deployed';
    const name = `${rng.pick(names)} ${i + 1}`;
    if (deployed) rng.hex(40);
    if (deployed || drawn === 'failed') rng.hex(64);
    bizDb.contracts.push({
      id: nextBizId('contracts'),
      owner: 'admin',
      name,
      origin: template ? 'template' : 'custom',
      chainCode,
      network,
      status,
      address: null,
      txHash: null,
      deployedAt: deployed ? iso(+created + rng.int(60, 3600) * 1000) : null,
      createdAt: iso(created),
      description: template ? template.description.zh : '自建合约。',
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
      templateName: template ? template.name.zh : null,
      templateKey: template ? template.key : null,
      abi: [],
      deployMethod: null,
      deployer: null,
      blockNumber: null,
      codeHash: null,
      params: {},
      failureReason: null,
      historical: true,
    });
  }
}
