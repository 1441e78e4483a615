// @vitest-environment node
// Contracts on real chains (issue 29, decision 0075): the demo backend deploys the templates with the
// platform key to anvil, reads receipts, and registers contracts a wallet deployed.
import { ContractFactory, JsonRpcProvider, Wallet, getAddress, keccak256 } from 'ethers';
import { templates as artefacts, type Artifact } from '@chainportal/chains';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiEndpoints as e } from '../index';
import { ContractErrorCode } from '../contracts/errors';
import type { TemplateKey } from '../contracts/schemas';
import { ApiError } from '../client/errors';
import { errorMessageKey } from '../client/errorMessages';
import { createClient } from '../client/client';
import { configureChains, resetMockDb, server } from './node';
import { ADMIN, BASE, call, codeOf } from './testing/setup';

interface RunningChains {
  urls: { ScOcc02001: string; ScOcc03001: string };
  stop(): Promise<void>;
}
type StartChains = (options: {
  network: 'mainnet';
  ports: number[];
  blockTime?: number;
}) => Promise<RunningChains>;

// This file's own ports (other suites use theirs).
const PORTS = [19545, 19546];
/** Nothing listens here: an unreachable chain. */
const DEAD_URL = 'http://127.0.0.1:19547';
/** anvil's development accounts #0 (the platform's demo deployer), #1, #2 and #3. */
const DEPLOYER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const KEY_1 = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
const PAYEE = getAddress('0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc');
const ARBITER = getAddress('0x90f79bf6eb2c4f870365e51f0f6ce6a0b3b22b4e');

let chains: RunningChains;
const admin = (language = 'en') =>
  createClient({ baseURL: BASE, getToken: () => ADMIN, getLanguage: () => language });

beforeAll(async () => {
  const modulePath = new URL('../../../../scripts/serve/chains.mjs', import.meta.url).href;
  const { startChains } = (await import(/* @vite-ignore */ modulePath)) as { startChains: StartChains };
  chains = await startChains({ network: 'mainnet', ports: PORTS });
  // The chains' JSON-RPC goes out to anvil; any other unmocked request is an error.
  server.listen({
    onUnhandledRequest(request, print) {
      if (new URL(request.url).hostname !== '127.0.0.1') print.error();
    },
  });
}, 60_000);
beforeEach(() => {
  resetMockDb();
  configureChains({ rpcUrls: chains.urls });
});
afterAll(async () => {
  server.close();
  configureChains({});
  await chains?.stop();
});

/** The runtime code with the immutables the constructor filled in zeroed, as solc leaves them. */
function withoutImmutables(code: string, artefact: Artifact): string {
  const bytes = code.slice(2).split('');
  for (const ranges of Object.values(artefact.immutableReferences)) {
    for (const { start, length } of ranges) bytes.fill('0', start * 2, (start + length) * 2);
  }
  return `0x${bytes.join('')}`;
}

const PARAMS: Record<TemplateKey, Record<string, string>> = {
  erc20: { name_: 'Loyalty', symbol_: 'LOY', initialSupply: '1000000' },
  erc721: { name_: 'Genesis', symbol_: 'GEN' },
  erc1155: { uri_: 'https://assets.example.com/{id}.json' },
  traceability: {},
  voting: { proposalNames: '["Yes", "No"]' },
  escrow: { payee_: PAYEE, arbiter_: ARBITER },
};

async function templateOf(key: TemplateKey) {
  return (await call(admin(), e.contracts.templates)).find((t) => t.key === key)!;
}

describe('templates', () => {
  it('are the six compiled contracts, their constructor inputs the fields, in the reader’s language', async () => {
    const list = await call(admin(), e.contracts.templates);
    expect(list.map((t) => t.key)).toEqual([
      'erc20',
      'erc721',
      'erc1155',
      'traceability',
      'voting',
      'escrow',
    ]);
    const erc20 = list[0]!;
    expect(erc20.bytecode).toBe(artefacts.erc20.bytecode);
    expect(erc20.abi).toEqual(artefacts.erc20.abi);
    expect(erc20.params.map((p) => [p.name, p.type])).toEqual([
      ['name_', 'string'],
      ['symbol_', 'string'],
      ['initialSupply', 'uint256'],
    ]);
    expect(erc20.name).toBe('ERC-20 fungible token');
    expect(list.find((t) => t.key === 'voting')!.params).toMatchObject([
      { name: 'proposalNames', type: 'string[]' },
    ]);
    const es = await call(admin('es'), e.contracts.templates);
    expect(es[0]!.name).toBe('Token fungible ERC-20');
    expect(es[5]!.params.map((p) => p.label)).toEqual(['Beneficiario', 'Árbitro']);
    const zh = await call(admin('zh-CN'), e.contracts.templates);
    expect(zh[0]!.name).toBe('ERC-20 同质化通证');
    expect(zh[5]!.params.map((p) => p.label)).toEqual(['收款地址', '仲裁地址']);
  });
});

describe('deploying by the platform', { timeout: 30_000 }, () => {
  it.each(Object.keys(PARAMS) as TemplateKey[])(
    '%s deploys, and its detail says so with the address, block, deployer and code hash on chain',
    async (key) => {
      const template = await templateOf(key);
      const created = await call(admin(), e.contracts.createFromTemplate, {
        templateId: template.id,
        name: `My ${key}`,
        chainCode: 'ScOcc02001',
        network: 'mainnet',
        params: PARAMS[key],
      });
      expect(created.status).toBe('deployed');
      const detail = await call(admin(), e.contracts.detail, { id: created.id });
      expect(detail).toMatchObject({
        status: 'deployed',
        templateKey: key,
        deployMethod: 'platform',
        deployer: DEPLOYER,
        chainCode: 'ScOcc02001',
        chainId: '0x13488c5',
        historical: false,
        failureReason: undefined,
      });
      expect(detail.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
      expect(detail.txHash).toMatch(/^0x[0-9a-f]{64}$/);
      expect(detail.abi).toEqual(artefacts[key].abi);
      const provider = new JsonRpcProvider(chains.urls.ScOcc02001);
      const code = await provider.getCode(detail.address!);
      expect(withoutImmutables(code, artefacts[key])).toBe(artefacts[key].deployedBytecode);
      expect(detail.codeHash).toBe(keccak256(code));
      const receipt = (await provider.getTransactionReceipt(detail.txHash!))!;
      expect(receipt.contractAddress).toBe(detail.address);
      expect(detail.blockNumber).toBe(receipt.blockNumber);
      provider.destroy();
      const mine = await call(admin(), e.contracts.list, { pageNum: 1, pageSize: 5, keyword: `My ${key}` });
      expect(mine.list[0]).toMatchObject({ id: created.id, status: 'deployed', address: detail.address });
    },
  );

  it('deploys once for a double submit or a retry of one user action (the same Idempotency-Key)', async () => {
    const erc1155 = await templateOf('erc1155');
    const input = {
      templateId: erc1155.id,
      name: 'Clicked twice',
      chainCode: 'ScOcc02001' as const,
      network: 'mainnet' as const,
      params: PARAMS.erc1155,
    };
    const client = admin();
    const answers = await Promise.all([
      client.call(e.contracts.createFromTemplate, input, { idempotencyKey: 'deploy-once-1' }),
      client.call(e.contracts.createFromTemplate, input, { idempotencyKey: 'deploy-once-1' }),
    ]);
    expect(answers[1]).toEqual(answers[0]);
    const list = await call(client, e.contracts.list, { pageNum: 1, pageSize: 5, keyword: 'Clicked twice' });
    expect(list.total).toBe(1);
  });

  it('a self-built contract (ABI and bytecode compiled in the browser) deploys with its arguments', async () => {
    const artefact = artefacts.erc20;
    const created = await call(admin(), e.contracts.build, {
      name: 'Own token',
      chainCode: 'ScOcc03001',
      network: 'mainnet',
      source: { fileName: 'Own.sol', language: 'solidity', compilerVersion: '0.8.30', text: artefact.source },
      contractName: artefact.contractName,
      abi: artefact.abi as never,
      bytecode: artefact.bytecode,
      params: PARAMS.erc20,
    });
    expect(created).toMatchObject({
      status: 'deployed',
      origin: 'custom',
      chainId: '0x13881',
      templateKey: null,
    });
    expect(created.source).toMatchObject({ fileName: 'Own.sol', compilerVersion: '0.8.30' });
    expect(created.abiSummary).toContain('function mint(address to, uint256 amount)');
  });

  it('refuses a wrong constructor argument with code 25003, naming it in the reader’s language', async () => {
    const erc20 = await templateOf('erc20');
    const escrow = await templateOf('escrow');
    const attempt = (templateId: number, params: Record<string, string>, language = 'en') =>
      call(admin(language), e.contracts.createFromTemplate, {
        templateId,
        name: 'Wrong',
        chainCode: 'ScOcc02001',
        network: 'mainnet',
        params,
      });
    const refusal = async (promise: Promise<unknown>) => {
      try {
        await promise;
      } catch (error) {
        if (error instanceof ApiError) return { code: error.code, message: error.message };
        throw error;
      }
      throw new Error('expected a refusal');
    };
    expect(await refusal(attempt(erc20.id, { ...PARAMS.erc20, initialSupply: 'a lot' }))).toEqual({
      code: ContractErrorCode.BAD_ARGUMENT,
      message: 'Parameter initialSupply is not a valid uint256',
    });
    expect(await refusal(attempt(erc20.id, { ...PARAMS.erc20, initialSupply: '-1' }, 'zh'))).toEqual({
      code: ContractErrorCode.BAD_ARGUMENT,
      message: '参数 initialSupply 超出 uint256 的取值范围',
    });
    // A mixed-case address whose EIP-55 checksum is wrong.
    const badChecksum = PAYEE.replace('C44', 'c44');
    expect((await refusal(attempt(escrow.id, { ...PARAMS.escrow, payee_: badChecksum }))).code).toBe(
      ContractErrorCode.BAD_ARGUMENT,
    );
    expect(await codeOf(attempt(escrow.id, { payee_: PAYEE }))).toBe(ContractErrorCode.BAD_ARGUMENT);
    // Nothing was recorded.
    const list = await call(admin(), e.contracts.list, { pageNum: 1, pageSize: 5, keyword: 'Wrong' });
    expect(list.total).toBe(0);
  });

  it('records a constructor that reverts as failed, with its reason', async () => {
    const voting = await templateOf('voting');
    const created = await call(admin(), e.contracts.createFromTemplate, {
      templateId: voting.id,
      name: 'Empty ballot',
      chainCode: 'ScOcc02001',
      network: 'mainnet',
      params: { proposalNames: '[]' },
    });
    expect(created).toMatchObject({ status: 'failed', address: undefined, failureReason: 'no proposals' });
  });

  it('answers code 25002 for a chain that cannot be reached, and 25001 for one not configured', async () => {
    const erc721 = await templateOf('erc721');
    const deploy = (chainCode: 'ScOcc02001' | 'ScOcc03001', network: 'mainnet' | 'testnet' = 'mainnet') =>
      call(admin(), e.contracts.createFromTemplate, {
        templateId: erc721.id,
        name: 'Somewhere',
        chainCode,
        network,
        params: PARAMS.erc721,
      });
    configureChains({ rpcUrls: { ScOcc02001: DEAD_URL } });
    expect(await codeOf(deploy('ScOcc02001'))).toBe(ContractErrorCode.CHAIN_UNREACHABLE);
    expect(await codeOf(deploy('ScOcc03001'))).toBe(ContractErrorCode.CHAIN_NOT_CONFIGURED);
    configureChains({ rpcUrls: chains.urls });
    // The node is the chain's main net: its test net is not configured here.
    expect(await codeOf(deploy('ScOcc02001', 'testnet'))).toBe(ContractErrorCode.CHAIN_NOT_CONFIGURED);
  });
});

describe('registering a contract deployed with a wallet', { timeout: 30_000 }, () => {
  /** Deploys the template with anvil's development key #1, as a customer's wallet would. */
  async function deployWithWallet(key: TemplateKey, args: unknown[]) {
    const provider = new JsonRpcProvider(chains.urls.ScOcc02001, undefined, {
      cacheTimeout: -1,
      pollingInterval: 100,
    });
    const wallet = new Wallet(KEY_1, provider);
    const factory = new ContractFactory(artefacts[key].abi as never, artefacts[key].bytecode, wallet);
    const contract = await factory.deploy(...args);
    await contract.waitForDeployment();
    const tx = contract.deploymentTransaction()!;
    return { provider, wallet, txHash: tx.hash, address: await contract.getAddress() };
  }
  const register = (txHash: string, extra: Partial<{ templateKey: TemplateKey; name: string }> = {}) =>
    call(admin(), e.contracts.register, {
      name: 'From my wallet',
      chainCode: 'ScOcc02001',
      network: 'mainnet',
      txHash,
      templateKey: 'erc721',
      ...extra,
    });

  it('records the contract as deployed by the wallet’s account, then refuses it a second time', async () => {
    const { provider, wallet, txHash, address } = await deployWithWallet('erc721', ['Wallet', 'WAL']);
    const registered = await register(txHash);
    expect(registered).toMatchObject({
      status: 'deployed',
      address,
      txHash,
      deployer: wallet.address,
      deployMethod: 'wallet',
      templateKey: 'erc721',
      origin: 'template',
      params: { name_: 'Wallet', symbol_: 'WAL' },
    });
    expect(registered.codeHash).toBe(keccak256(await provider.getCode(address)));
    const detail = await call(admin(), e.contracts.detail, { id: registered.id });
    expect(detail.address).toBe(address);
    expect(await codeOf(register(txHash))).toBe(ContractErrorCode.ALREADY_REGISTERED);
    // Not a code of the spec: the portal shows the server's own words (decision 0088).
    expect(
      errorMessageKey({ code: ContractErrorCode.ALREADY_REGISTERED, path: '/client/contract/register' }),
    ).toBeUndefined();
    expect(await codeOf(register(txHash.toUpperCase().replace('0X', '0x')))).toBe(
      ContractErrorCode.ALREADY_REGISTERED,
    );
    provider.destroy();
  });

  it('refuses an unknown hash, a failed transaction, one that deployed nothing, and other bytecode', async () => {
    expect(await codeOf(register(`0x${'ab'.repeat(32)}`))).toBe(ContractErrorCode.TX_NOT_FOUND);

    const provider = new JsonRpcProvider(chains.urls.ScOcc02001, undefined, {
      cacheTimeout: -1,
      pollingInterval: 100,
    });
    const wallet = new Wallet(KEY_1, provider);
    const transfer = await wallet.sendTransaction({ to: PAYEE, value: 1n });
    await transfer.wait();
    expect(await codeOf(register(transfer.hash))).toBe(ContractErrorCode.NOT_A_DEPLOYMENT);

    // A creation that runs out of gas storing its code: mined with status 0.
    const needed = await provider.estimateGas({
      from: wallet.address,
      data: artefacts.traceability.bytecode,
    });
    const reverted = await wallet.sendTransaction({
      data: artefacts.traceability.bytecode,
      gasLimit: (needed * 9n) / 10n,
    });
    await reverted.wait().catch(() => undefined);
    expect(await codeOf(register(reverted.hash, { templateKey: 'traceability' }))).toBe(
      ContractErrorCode.TX_FAILED,
    );

    const { txHash } = await deployWithWallet('erc721', ['Other', 'OTH']);
    expect(await codeOf(register(txHash, { templateKey: 'erc20' }))).toBe(ContractErrorCode.CODE_MISMATCH);
    provider.destroy();
  });
});
