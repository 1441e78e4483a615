import { ContractFactory, JsonRpcProvider, keccak256, Network, Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  abiFunctions,
  compareCode,
  contractEvents,
  describeChainError,
  readFunction,
  sendFunction,
  transactionReceipt,
  withoutMetadata,
  type Abi,
  type AbiFunction,
} from './contractCalls';
import { anvilProvider, startAnvil, DEV_KEYS, type Anvil } from './testing/anvil';
import counter from './testing/Counter.json';
import { devWallet } from './testing/devWallet';

// A real chain: anvil on this file's own port, with the permissioned main chain's id.
const PORT = 21545;
const CHAIN_ID = '0x13881';
const abi = counter.abi as Abi;
const fns = abiFunctions(abi);
const fn = (name: string): AbiFunction => {
  const found = [...fns.read, ...fns.write].find((f) => f.name === name);
  if (!found) throw new Error(name);
  return found;
};

let anvil: Anvil;
let provider: JsonRpcProvider;
let address: string;
let deployTx: string;

beforeAll(async () => {
  anvil = await startAnvil(PORT, Number(CHAIN_ID));
  provider = anvilProvider(anvil, CHAIN_ID);
  const deployer = new Wallet(DEV_KEYS[1], provider);
  const factory = new ContractFactory(counter.abi, counter.bytecode, deployer);
  const contract = await factory.deploy('first');
  await contract.waitForDeployment();
  address = await contract.getAddress();
  deployTx = contract.deploymentTransaction()?.hash ?? '';
}, 30_000);

afterAll(async () => {
  provider?.destroy();
  await anvil?.stop();
});

const wallet = () => devWallet(DEV_KEYS[0], anvil.url, CHAIN_ID);

/** The receipt once the transaction is in a block (asked again, as the panel does). */
async function mined(hash: string) {
  for (;;) {
    const state = await transactionReceipt(provider, hash, abi);
    if (state.status !== 'pending' && state.status !== 'unknown') return state;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the ABI', () => {
  it('lists view and pure functions to read, the others to write', () => {
    expect(fns.read.map((f) => f.key)).toEqual(['count()', 'label()', 'sum(uint256[])']);
    expect(fns.write.map((f) => [f.key, f.payable])).toEqual([
      ['add(uint256)', false],
      ['setLabel(string)', true],
      ['spin()', false],
    ]);
  });
});

// A loaded machine answers in seconds, not milliseconds.
describe('a deployed contract on anvil', { timeout: 30_000 }, () => {
  it('reads a view function through eth_call, decoded', async () => {
    const label = await readFunction(provider, address, abi, fn('label'), []);
    expect(label.outputs.map((o) => o.value)).toEqual(['first']);
    const sum = await readFunction(provider, address, abi, fn('sum'), [[1n, 2n, 3n]]);
    expect(sum.outputs.map((o) => [o.param.name, o.value])).toEqual([
      ['total', 6n],
      ['items', 3n],
    ]);
  });

  it('a write through the wallet changes what the read returns and emits an event the list decodes', async () => {
    const user = wallet();
    const sent = await sendFunction({
      wallet: user,
      chainId: CHAIN_ID,
      address,
      abi,
      fn: fn('add'),
      args: [5n],
    });
    expect(sent.from).toBe(user.address);
    const receipt = await mined(sent.hash);
    expect(receipt).toMatchObject({ status: 'success', from: user.address });
    const count = await readFunction(provider, address, abi, fn('count'), []);
    expect(count.outputs[0]?.value).toBe(5n);
    const events = await contractEvents(provider, address, abi);
    expect(events[0]).toMatchObject({ name: 'Changed', transactionHash: sent.hash });
    expect(events[0]?.args.map((a) => [a.param.name, a.value])).toEqual([
      ['by', user.address],
      ['count', 5n],
      ['label', 'first'],
    ]);
  });

  it('sends value with a payable function, and lists events newest first', async () => {
    const sent = await sendFunction({
      wallet: wallet(),
      chainId: CHAIN_ID,
      address,
      abi,
      fn: fn('setLabel'),
      args: ['second'],
      value: 1000n,
    });
    await mined(sent.hash);
    expect(await provider.getBalance(address)).toBe(1000n);
    const events = await contractEvents(provider, address, abi);
    expect(events.map((e) => e.args[2]?.value)).toEqual(['second', 'first']);
  });

  it('shows a revert with its reason: a require message, and a custom error with its arguments', async () => {
    const attempt = (args: unknown[]) =>
      sendFunction({ wallet: wallet(), chainId: CHAIN_ID, address, abi, fn: fn('add'), args }).then(
        () => undefined,
        (error: unknown) => describeChainError(error, abi),
      );
    expect(await attempt([0n])).toEqual({ kind: 'reverted', reason: 'Nothing to add' });
    expect(await attempt([2000n])).toEqual({ kind: 'reverted', reason: 'TooLarge(2000, 1000)' });
  });

  it('a transaction mined as failed gets its reason from a replay, or "out of gas"', async () => {
    const send = (name: string, args: unknown[]) =>
      sendFunction({
        wallet: wallet(),
        chainId: CHAIN_ID,
        address,
        abi,
        fn: fn(name),
        args,
        gasLimit: 100_000n,
      });
    const reverted = await mined((await send('add', [0n])).hash);
    expect(reverted).toMatchObject({
      status: 'failed',
      failure: { kind: 'reverted', reason: 'Nothing to add' },
    });
    const spun = await mined((await send('spin', [])).hash);
    expect(spun).toMatchObject({ status: 'failed', gasUsed: '100000', failure: { kind: 'outOfGas' } });
  });

  it('the deploy transaction has its receipt', async () => {
    expect(await transactionReceipt(provider, deployTx, abi)).toMatchObject({
      status: 'success',
      from: new Wallet(DEV_KEYS[1]).address,
    });
    expect(await transactionReceipt(provider, `0x${'ab'.repeat(32)}`, abi)).toEqual({ status: 'unknown' });
  });

  it('the user declining in the wallet, and the wallet on another chain', async () => {
    const user = wallet();
    user.declineNext = 1;
    const addOne = () =>
      sendFunction({ wallet: user, chainId: CHAIN_ID, address, abi, fn: fn('add'), args: [1n] }).catch(
        (error: unknown) => describeChainError(error, abi),
      );
    expect(await addOne()).toEqual({ kind: 'rejected' });
    user.chainId = '0x13488c5';
    expect(await addOne()).toEqual({ kind: 'wrongChain', walletChainId: '0x13488c5' });
  });

  it('tells whether the code on chain is the recorded one', async () => {
    expect(await compareCode(provider, address, { deployedBytecode: counter.deployedBytecode })).toBe(
      'matched',
    );
    // The same code with another metadata tail (another build of the same source) still matches.
    const otherMetadata = counter.deployedBytecode.replace(/.{8}(.{6})$/, 'deadbeef$1');
    expect(await compareCode(provider, address, { deployedBytecode: otherMetadata })).toBe('matched');
    const changed = counter.deployedBytecode.replace(/^0x6080/, '0x6081');
    expect(await compareCode(provider, address, { deployedBytecode: changed })).toBe('different');
    const code = await provider.getCode(address);
    expect(await compareCode(provider, address, { codeHash: keccak256(code) })).toBe('matched');
    expect(await compareCode(provider, address, { codeHash: keccak256('0x00') })).toBe('different');
    expect(await compareCode(provider, `0x${'12'.repeat(20)}`, { codeHash: keccak256(code) })).toBe('noCode');
    expect(withoutMetadata(counter.deployedBytecode).length).toBeLessThan(
      counter.deployedBytecode.length - 2,
    );
  });

  it('a chain that cannot be reached', async () => {
    const down = new JsonRpcProvider('http://127.0.0.1:9', undefined, {
      staticNetwork: new Network('test', BigInt(CHAIN_ID)),
    });
    const failure = await readFunction(down, address, abi, fn('count'), []).catch((error: unknown) =>
      describeChainError(error, abi),
    );
    down.destroy();
    expect(failure).toEqual({ kind: 'unreachable' });
  });
});
