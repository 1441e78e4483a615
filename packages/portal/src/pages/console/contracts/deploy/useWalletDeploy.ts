import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChainCode, Network, RegisterContractRequest } from '@chainportal/api';
import type * as DeployKit from '../../../../chains/deployWithWallet';
import type { DeployFailure, DeployRequest, Deployed } from '../../../../chains/deployWithWallet';
import { forgetPendingDeploy, keepPendingDeploy } from '../../../../chains/pendingDeploy';
import { holdWalletReloads } from '../../../../session/wallet';
import type * as WalletConfig from '../../../../wallet/config';
import type { PlatformChain } from '../../../../wallet/config';
import type * as WalletKit from '../../../../wallet/walletKit';
import type { FoundWallet } from '../../../../wallet/walletKit';
import { useWalletChoice, type WalletChoiceStep } from '../../../../wallet/useWalletChoice';

/** Where a wallet deployment stands; the panel shows one state at a time. */
export type WalletDeployState =
  | WalletChoiceStep
  | { step: 'switching'; wallet: FoundWallet }
  | { step: 'unknownChain'; wallet: FoundWallet }
  | { step: 'confirm'; wallet: FoundWallet }
  | { step: 'pending'; wallet: FoundWallet; txHash: string }
  | { step: 'registering'; deployed: Deployed }
  | { step: 'registerFailed'; deployed: Deployed }
  | { step: 'done'; deployed: Deployed }
  | {
      step: 'failure';
      wallet: FoundWallet | undefined;
      failure: DeployFailure;
      reason?: string | undefined;
      txHash?: string | undefined;
    };

export interface WalletDeployJob {
  chainCode: ChainCode;
  network: Network;
  request: Omit<DeployRequest, 'chainId'>;
  /** The register call's request for the deployment sent (kept across a reload until registered). */
  registration: (txHash: string) => RegisterContractRequest;
  /** Records the deployed contract with the platform (the register call); rejects when refused. */
  register: (request: RegisterContractRequest) => Promise<unknown>;
}

/** The wallet code, loaded on `start` (src/wallet is in no first load). */
interface Kits {
  wallet: typeof WalletKit;
  deploy: typeof DeployKit;
  config: typeof WalletConfig;
}

/** The chain a job deploys to, as the wallet code knows it (chain id, parameters to add it). */
function targetChain(k: Kits, { chainCode, network }: WalletDeployJob): PlatformChain {
  const chain = k.config.platformChains(network).find((c) => c.chainCode === chainCode);
  if (!chain) throw new Error(`[portal: deploy] Unknown chain ${chainCode}`);
  return chain;
}

/**
 * Deploy with the customer's wallet: discover (EIP-6963), pick, connect, check the chain (offer the
 * switch as the wallet sign-in does), send the deployment, show its hash while pending, wait for the
 * receipt, then register. The wallet libraries and ethers are imported on `start`, never before.
 * While a deployment runs, a chain or account change in the wallet does not reload the page.
 */
export function useWalletDeploy({ chainName }: { chainName: (chain: PlatformChain) => string }) {
  const [state, setState] = useState<WalletDeployState>({ step: 'idle' });
  const kits = useRef<Kits | undefined>(undefined);
  const job = useRef<WalletDeployJob | undefined>(undefined);
  const run = useRef(0);
  const names = useRef(chainName);
  useEffect(() => {
    names.current = chainName;
  });
  useEffect(() => () => holdWalletReloads(false), []);

  const fail = useCallback((id: number, wallet: FoundWallet | undefined, error: unknown, txHash?: string) => {
    if (id !== run.current) return;
    const classified = kits.current?.deploy.classifyDeployError(error) ?? { failure: 'failed' as const };
    setState({ step: 'failure', wallet, ...classified, txHash });
  }, []);

  const register = useCallback(async (deployed: Deployed, id = run.current) => {
    const current = job.current;
    if (!current) return;
    setState({ step: 'registering', deployed });
    try {
      await current.register(current.registration(deployed.txHash));
      forgetPendingDeploy(deployed.txHash);
      if (id === run.current) setState({ step: 'done', deployed });
    } catch {
      // The api client showed the server's message; the contract is on chain: offer to register again.
      if (id === run.current) setState({ step: 'registerFailed', deployed });
    }
  }, []);

  const deploy = useCallback(
    async (wallet: FoundWallet, id = run.current) => {
      const k = kits.current;
      const current = job.current;
      if (!k || !current) return;
      const live = () => id === run.current;
      setState({ step: 'connecting', wallet });
      let txHash: string | undefined;
      try {
        const { chainId } = await k.wallet.connectWallet(wallet.provider);
        if (!live()) return;
        const chain = targetChain(k, current);
        if (chainId !== chain.chainId) {
          setState({ step: 'wrongChain', wallet, chainId });
          return;
        }
        setState({ step: 'confirm', wallet });
        const request = { ...current.request, chainId: chain.chainId };
        const deployed = await k.deploy.deployWithWallet(wallet.provider, request, (hash) => {
          txHash = hash;
          keepPendingDeploy({
            chainCode: current.chainCode,
            network: current.network,
            request: current.registration(hash),
            sentAt: new Date().toISOString(),
          });
          if (live()) setState({ step: 'pending', wallet, txHash: hash });
        });
        if (!live()) return;
        await register(deployed, id);
      } catch (error) {
        // Mined and failed: nothing to register any more.
        if (txHash) forgetPendingDeploy(txHash);
        fail(id, wallet, error, txHash);
      }
    },
    [fail, register],
  );

  const { wallets, found: settle, choose } = useWalletChoice(deploy, setState);

  const start = useCallback(
    async (next: WalletDeployJob) => {
      const id = ++run.current;
      job.current = next;
      holdWalletReloads(true);
      setState({ step: 'discovering' });
      try {
        if (!kits.current) {
          const [wallet, deployKit, config] = await Promise.all([
            import('../../../../wallet/walletKit'),
            import('../../../../chains/deployWithWallet'),
            import('../../../../wallet/config'),
          ]);
          kits.current = { wallet, deploy: deployKit, config };
        }
        const found = await kits.current.wallet.discoverWallets();
        if (id !== run.current) return;
        await settle(found, id);
      } catch (error) {
        fail(id, undefined, error);
      }
    },
    [settle, fail],
  );

  /** Moves the wallet to the job's chain, then deploys. */
  const switchChain = useCallback(
    async (wallet: FoundWallet) => {
      const k = kits.current;
      const current = job.current;
      if (!k || !current) return;
      const id = run.current;
      const chain = targetChain(k, current);
      setState({ step: 'switching', wallet });
      try {
        const result = await k.wallet.switchChain(wallet.provider, chain, names.current(chain));
        if (id !== run.current) return;
        if (result === 'unknown') setState({ step: 'unknownChain', wallet });
        else await deploy(wallet, id);
      } catch (error) {
        fail(id, wallet, error);
      }
    },
    [deploy, fail],
  );

  /** Again from the wallet that failed (or from discovery); a failed registration is sent again. */
  const retry = useCallback(() => {
    if (state.step === 'registerFailed') void register(state.deployed);
    else if ('wallet' in state && state.wallet) void deploy(state.wallet);
    else if (job.current) void start(job.current);
  }, [deploy, register, start, state]);

  /** Leaves the flow (the form was changed or the panel closed). */
  const reset = useCallback(() => {
    run.current += 1;
    holdWalletReloads(false);
    setState({ step: 'idle' });
  }, []);

  return { state, wallets, start, choose, switchChain, retry, reset };
}
