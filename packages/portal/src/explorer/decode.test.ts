import { getAddress, Interface, type InterfaceAbi } from 'ethers';
import { describe, expect, it } from 'vitest';
import { templates } from '@chainportal/chains';
import type { Abi } from '../chains/contractCalls';
import { decodeInput, decodeLog, type KnownAbi } from './decode';

const known: KnownAbi[] = (['erc721', 'erc20', 'voting'] as const).map((key) => ({
  name: templates[key].contractName,
  abi: templates[key].abi as unknown as Abi,
}));
const TOKEN = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
const ALICE = getAddress('0x70997970c51812dc3a65c118f732a73bca31b0d7');
const BOB = getAddress('0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc');
const erc20 = new Interface(templates.erc20.abi as unknown as InterfaceAbi);
const erc721 = new Interface(templates.erc721.abi as unknown as InterfaceAbi);

describe('decodeInput', () => {
  it('names a template function and its arguments', () => {
    const data = erc20.encodeFunctionData('transfer', [BOB, 1500n]);
    expect(decodeInput(TOKEN, data, known)).toEqual({
      name: 'transfer',
      signature: 'transfer(address,uint256)',
      contract: 'ChainportalERC20',
      args: [
        { name: 'to', type: 'address', value: BOB },
        { name: 'value', type: 'uint256', value: '1500' },
      ],
    });
  });

  it('leaves a creation, a plain transfer and an unknown selector undecoded', () => {
    const data = erc20.encodeFunctionData('transfer', [BOB, 1n]);
    expect(decodeInput(null, data, known)).toBeUndefined();
    expect(decodeInput(TOKEN, '0x', known)).toBeUndefined();
    expect(decodeInput(TOKEN, `0xdeadbeef${'00'.repeat(32)}`, known)).toBeUndefined();
  });

  it("uses a contract's own record before the templates, at its address only", () => {
    const mine: KnownAbi = {
      name: 'My points',
      address: TOKEN,
      recordId: 7,
      abi: [
        {
          type: 'function',
          name: 'transfer',
          inputs: [
            { name: 'recipient', type: 'address' },
            { name: 'points', type: 'uint256' },
          ],
        },
      ],
    };
    const data = erc20.encodeFunctionData('transfer', [BOB, 2n]);
    expect(decodeInput(TOKEN, data, [...known, mine])?.args.map((a) => a.name)).toEqual([
      'recipient',
      'points',
    ]);
    expect(decodeInput(ALICE, data, [...known, mine])?.contract).toBe('ChainportalERC20');
  });
});

describe('decodeLog', () => {
  const log = (iface: Interface, event: string, values: unknown[]) => {
    const { topics, data } = iface.encodeEventLog(event, values);
    return { address: TOKEN, topics, data, index: 0 };
  };

  it("tells ERC-20's Transfer from ERC-721's by their indexed arguments", () => {
    const fungible = decodeLog(log(erc20, 'Transfer', [ALICE, BOB, 10n ** 18n]), known);
    expect(fungible).toMatchObject({ name: 'Transfer', contract: 'ChainportalERC20' });
    expect(fungible.args).toEqual([
      { name: 'from', type: 'address', value: ALICE },
      { name: 'to', type: 'address', value: BOB },
      { name: 'value', type: 'uint256', value: '1000000000000000000' },
    ]);
    const nft = decodeLog(log(erc721, 'Transfer', [ALICE, BOB, 3n]), known);
    expect(nft).toMatchObject({ name: 'Transfer', contract: 'ChainportalERC721' });
    expect(nft.args.map((a) => `${a.name}=${a.value}`)).toEqual([`from=${ALICE}`, `to=${BOB}`, 'tokenId=3']);
  });

  it('keeps a log no known ABI describes raw', () => {
    const raw = { address: TOKEN, topics: [`0x${'12'.repeat(32)}`], data: '0x01', index: 2 };
    expect(decodeLog(raw, known)).toEqual({ ...raw, args: [] });
  });
});
