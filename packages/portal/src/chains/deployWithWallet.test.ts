// How a wallet deployment's failure is told to the user: each error of the wallet, ethers or the
// chain leads to its own state (a decline quietly, a revert with its reason, out of gas).
import { makeError } from 'ethers';
import { describe, expect, it } from 'vitest';
import { classifyDeployError } from './deployWithWallet';

const rpc = (code: number, message: string, extra: object = {}) =>
  Object.assign(new Error(message), { code, ...extra });

describe('classifyDeployError', () => {
  it('a decline in the wallet, from the wallet or through ethers', () => {
    expect(classifyDeployError(rpc(4001, 'User rejected the request.'))).toEqual({ failure: 'rejected' });
    expect(
      classifyDeployError(
        makeError('user rejected action', 'ACTION_REJECTED', {
          action: 'sendTransaction',
          reason: 'rejected',
        }),
      ),
    ).toEqual({ failure: 'rejected' });
    // ethers wraps the wallet's error: its code is found inside.
    expect(classifyDeployError({ code: 'UNKNOWN_ERROR', info: { error: rpc(4001, 'denied') } })).toEqual({
      failure: 'rejected',
    });
  });

  it('a request already waiting, an unknown chain, no funds', () => {
    expect(classifyDeployError(rpc(-32002, 'already pending'))).toEqual({ failure: 'pending' });
    expect(classifyDeployError(rpc(4902, 'Unrecognized chain'))).toEqual({ failure: 'unknownChain' });
    expect(
      classifyDeployError(
        makeError('insufficient funds', 'INSUFFICIENT_FUNDS', { transaction: {} as never }),
      ),
    ).toEqual({ failure: 'funds' });
  });

  it('a revert with its reason, or a custom error by name, or none', () => {
    const withReason = makeError('execution reverted: "Cap exceeded"', 'CALL_EXCEPTION', {
      action: 'estimateGas',
      data: '0x',
      reason: 'Cap exceeded',
      transaction: { to: null, data: '0x' },
      invocation: null,
      revert: { signature: 'Error(string)', name: 'Error', args: ['Cap exceeded'] },
    });
    expect(classifyDeployError(withReason)).toEqual({ failure: 'reverted', reason: 'Cap exceeded' });
    const custom = makeError('execution reverted', 'CALL_EXCEPTION', {
      action: 'estimateGas',
      data: '0x12345678',
      reason: null,
      transaction: { to: null, data: '0x' },
      invocation: null,
      revert: { signature: 'NotOwner()', name: 'NotOwner', args: [] },
    });
    expect(classifyDeployError(custom)).toEqual({ failure: 'reverted', reason: 'NotOwner' });
    expect(classifyDeployError(rpc(3, 'execution reverted'))).toEqual({
      failure: 'reverted',
      reason: undefined,
    });
  });

  it('out of gas: said by the node, or a mined failure that used all its gas', () => {
    expect(classifyDeployError(rpc(-32000, 'out of gas'))).toEqual({ failure: 'outOfGas' });
    expect(
      classifyDeployError({
        code: 'UNKNOWN_ERROR',
        error: { message: 'gas required exceeds allowance (30000)' },
      }),
    ).toEqual({ failure: 'outOfGas' });
    const mined = makeError('transaction execution reverted', 'CALL_EXCEPTION', {
      action: 'sendTransaction',
      data: null,
      reason: null,
      invocation: null,
      revert: null,
      transaction: { to: null, data: '0x', gasLimit: 100_000n } as never,
      receipt: { gasUsed: 100_000n, status: 0 } as never,
    });
    expect(classifyDeployError(mined)).toEqual({ failure: 'outOfGas' });
  });

  it('anything else is a failure to send', () => {
    expect(classifyDeployError(new Error('Failed to fetch'))).toEqual({ failure: 'failed' });
    expect(classifyDeployError(undefined)).toEqual({ failure: 'failed' });
  });
});
