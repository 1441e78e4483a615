import { Wallet } from 'ethers';
import { describe, expect, it, vi } from 'vitest';
import type { WalletProvider } from '../session/wallet';
import { normalizeChainId, parseAddChain, platformChains, walletNetwork } from './config';
import { classifyWalletError, walletErrorCode } from './errors';
import { buildSignInMessage, ENGLISH_STATEMENT, parseSignInMessage, signableStatement } from './message';
import { switchChain } from './walletKit';

const wallet = new Wallet('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const fields = {
  domain: 'portal.example:8443',
  uri: 'https://portal.example:8443/',
  address: wallet.address.toLowerCase(),
  chainId: '0x13881',
  nonce: 'a1b2c3d4e5f6a7b8c9d0e1f2',
  issuedAt: '2026-03-01T08:00:00.000Z',
  expirationTime: '2026-03-01T08:05:00.000Z',
  statement: 'Sign in to the chain service portal with this wallet.',
};

describe('the EIP-4361 message', () => {
  it('carries every field and reads back the same (address in EIP-55 form)', () => {
    const text = buildSignInMessage(fields);
    expect(text.split('\n')[0]).toBe('portal.example:8443 wants you to sign in with your Ethereum account:');
    expect(text).toContain(`\n${wallet.address}\n`);
    expect(text).toContain('Chain ID: 80001');
    expect(parseSignInMessage(text)).toEqual({ ...fields, address: wallet.address });
  });

  it('signs a statement only when EIP-4361 can carry it (ASCII), else the English one', () => {
    expect(signableStatement('Acceder al portal de servicios blockchain con esta cartera.')).toBe(
      'Acceder al portal de servicios blockchain con esta cartera.',
    );
    expect(signableStatement('使用此钱包登录区块链服务平台。')).toBe(ENGLISH_STATEMENT);
    const text = buildSignInMessage({ ...fields, statement: 'このウォレットでサインインします。' });
    expect(parseSignInMessage(text).statement).toBe(ENGLISH_STATEMENT);
  });

  it('refuses to read text that is not EIP-4361 or was cut', () => {
    expect(() => parseSignInMessage('Sign in please')).toThrow();
    const text = buildSignInMessage(fields);
    expect(() => parseSignInMessage(text.replace(/\nNonce: .*/, ''))).toThrow();
  });

  it('refuses a malformed address', () => {
    expect(() => buildSignInMessage({ ...fields, address: '0x1234' })).toThrow();
  });
});

describe('the platform chains', () => {
  it('main net by default, test net when configured (decision 0005 lists)', () => {
    expect(walletNetwork(undefined)).toBe('mainnet');
    expect(walletNetwork('testnet')).toBe('testnet');
    expect(platformChains('mainnet', {}).map((c) => c.chainId)).toEqual(['0x13488c5', '0x13881']);
    expect(platformChains('testnet', {}).map((c) => c.chainId)).toEqual(['0x133ef52', '0x133ef53']);
  });

  it('reads wallet_addEthereumChain parameters and ignores malformed ones', () => {
    const add = {
      rpcUrls: ['https://rpc.example'],
      nativeCurrency: { name: 'Gas', symbol: 'GAS', decimals: 18 },
    };
    expect(parseAddChain(JSON.stringify({ ScOcc02001: add, ScOcc03001: { rpcUrls: [] } }))).toEqual({
      ScOcc02001: add,
    });
    expect(parseAddChain('{not json')).toEqual({});
  });

  it('normalises chain ids from wallets', () => {
    expect(normalizeChainId('0x013881')).toBe('0x13881');
    expect(normalizeChainId('0x13488C5')).toBe('0x13488c5');
    expect(normalizeChainId(80001)).toBe('0x13881');
    expect(normalizeChainId('80001')).toBeUndefined();
  });
});

describe('wallet errors', () => {
  const rpc = (code: number) => Object.assign(new Error('x'), { code });
  it('maps EIP-1193 codes, wherever the library put them', () => {
    expect(classifyWalletError(rpc(4001))).toBe('rejected');
    expect(classifyWalletError({ info: { error: { code: 4001 } } })).toBe('rejected');
    expect(classifyWalletError({ data: { originalError: { code: -32002 } } })).toBe('pending');
    expect(classifyWalletError(rpc(4902))).toBe('unknownChain');
    expect(classifyWalletError(new Error('boom'))).toBe('failed');
    expect(walletErrorCode('nope')).toBeUndefined();
  });
  it('a server refusal is "refused" whatever its code (the server says why); a network failure is "failed"', () => {
    const apiError = (kind: string) => Object.assign(new Error('x'), { name: 'ApiError', kind });
    expect(classifyWalletError(apiError('server'))).toBe('refused');
    expect(classifyWalletError(apiError('network'))).toBe('failed');
    // 10003 is the demo backend's nonce rate limit, not a code of the spec (decision 0088).
    expect(classifyWalletError(Object.assign(apiError('server'), { code: 10003 }))).toBe('refused');
  });
});

describe('switchChain', () => {
  const chain = platformChains('mainnet', {})[0]!;
  const unknownChain = () => Promise.reject(Object.assign(new Error('Unrecognized chain'), { code: 4902 }));

  it('switches with wallet_switchEthereumChain', async () => {
    const request = vi.fn().mockResolvedValue(null);
    await expect(switchChain({ request } as WalletProvider, chain, 'Chain')).resolves.toBe('switched');
    expect(request).toHaveBeenCalledWith({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x13488c5' }],
    });
  });

  it('adds the chain on 4902 when its parameters are configured', async () => {
    const add = {
      rpcUrls: ['https://rpc.example'],
      nativeCurrency: { name: 'Gas', symbol: 'GAS', decimals: 18 },
    };
    const request = vi.fn().mockImplementationOnce(unknownChain).mockResolvedValueOnce(null);
    await expect(
      switchChain({ request } as WalletProvider, { ...chain, add }, 'Open consensus'),
    ).resolves.toBe('switched');
    expect(request).toHaveBeenLastCalledWith({
      method: 'wallet_addEthereumChain',
      params: [{ chainId: '0x13488c5', chainName: 'Open consensus', ...add }],
    });
  });

  it('answers "unknown" on 4902 without parameters, and passes a rejection on', async () => {
    const request = vi.fn().mockImplementationOnce(unknownChain);
    await expect(switchChain({ request } as WalletProvider, chain, 'Chain')).resolves.toBe('unknown');
    expect(request).toHaveBeenCalledTimes(1);
    const rejecting = vi.fn().mockRejectedValue(Object.assign(new Error('no'), { code: 4001 }));
    await expect(switchChain({ request: rejecting } as WalletProvider, chain, 'Chain')).rejects.toMatchObject(
      {
        code: 4001,
      },
    );
  });
});
