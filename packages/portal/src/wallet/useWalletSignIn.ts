import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createClient, loginAddress, useApiClient } from '@chainportal/api';
import { message } from '@chainportal/ui';
import { noticeText } from '../app/client';
import { CHAIN_ID_KEY, holdWalletReloads } from '../session/wallet';
import { platformChains, type PlatformChain } from './config';
import { classifyWalletError, type WalletFailure } from './errors';
import { quietWhenNoNonce, walletNonce } from './nonce';
import type * as WalletKit from './walletKit';
import type { FoundWallet } from './walletKit';
import { useWalletChoice, type WalletChoiceStep } from './useWalletChoice';

type Kit = typeof WalletKit;

/** Where a wallet sign-in stands; the dialog shows one panel per step. */
export type WalletSignInState =
  | WalletChoiceStep
  | { step: 'switching'; wallet: FoundWallet; chain: PlatformChain }
  | { step: 'unknownChain'; wallet: FoundWallet; chain: PlatformChain }
  | { step: 'signing'; wallet: FoundWallet }
  | { step: 'verifying'; wallet: FoundWallet }
  | { step: 'failure'; wallet: FoundWallet | undefined; failure: WalletFailure }
  | { step: 'success' };

export interface UseWalletSignInOptions {
  /** Called with the new token and the chain id the wallet signed for. */
  onSignedIn: (token: string, chainId: string) => void;
  /** The statement in the active language (EIP-4361 allows only ASCII: see ./message.ts). */
  statement: string;
  /** The name wallet_addEthereumChain gives a chain. */
  chainName: (chain: PlatformChain) => string;
  /** Milliseconds to wait for EIP-6963 announcements. */
  discoveryMs?: number;
}

/**
 * The wallet sign-in flow (decision 0018): discover, pick, connect, check the chain (offer a
 * switch), fetch a nonce (or make one when the backend has none, decision 0050), sign the EIP-4361 message, POST /login/address. The wallet libraries are
 * imported on `start()`, never before.
 */
export function useWalletSignIn({ onSignedIn, statement, chainName, discoveryMs }: UseWalletSignInOptions) {
  const client = useApiClient();
  const { t, i18n } = useTranslation('portal');
  // The nonce call shows nothing: any failure of it means the backend has no nonce call (nonce.ts).
  const nonceClient = useMemo(
    () =>
      createClient({
        baseURL: client.baseURL,
        getLanguage: () => i18n.language,
        notify: quietWhenNoNonce((notice) =>
          message.error(noticeText(notice, t), { durationMs: notice.durationMs }),
        ),
      }),
    [client.baseURL, t, i18n],
  );
  const [state, setState] = useState<WalletSignInState>({ step: 'idle' });
  const kit = useRef<Kit | undefined>(undefined);
  // Each start or close begins a new run; answers from an older run are dropped.
  const run = useRef(0);
  const latest = useRef({ onSignedIn, statement, chainName });
  useEffect(() => {
    latest.current = { onSignedIn, statement, chainName };
  });

  useEffect(() => () => holdWalletReloads(false), []);

  const fail = useCallback((id: number, wallet: FoundWallet | undefined, error: unknown) => {
    if (id !== run.current) return;
    setState({ step: 'failure', wallet, failure: classifyWalletError(error) });
  }, []);

  const signIn = useCallback(
    async (wallet: FoundWallet, id = run.current) => {
      const k = kit.current;
      if (!k) return;
      const live = () => id === run.current;
      setState({ step: 'connecting', wallet });
      try {
        const { address, chainId } = await k.connectWallet(wallet.provider);
        if (!live()) return;
        if (!platformChains().some((c) => c.chainId === chainId)) {
          setState({ step: 'wrongChain', wallet, chainId });
          return;
        }
        setState({ step: 'signing', wallet });
        const nonce = await walletNonce(nonceClient, address, { makeNonce: k.generateNonce });
        if (!live()) return;
        const message = k.buildSignInMessage({
          domain: window.location.host,
          uri: `${window.location.origin}${window.location.pathname}`,
          address,
          chainId,
          nonce: nonce.nonce,
          issuedAt: nonce.issuedAt,
          expirationTime: nonce.expiresAt,
          statement: latest.current.statement,
        });
        const signature = await k.signWithWallet(wallet.provider, address, message);
        if (!live()) return;
        setState({ step: 'verifying', wallet });
        const { token } = await loginAddress(client, { address, signature, message });
        if (!live()) return;
        localStorage.setItem(CHAIN_ID_KEY, chainId);
        setState({ step: 'success' });
        latest.current.onSignedIn(token, chainId);
      } catch (error) {
        fail(id, wallet, error);
      }
    },
    [client, nonceClient, fail],
  );

  const { wallets, found: settle, choose } = useWalletChoice(signIn, setState);

  const start = useCallback(async () => {
    const id = ++run.current;
    holdWalletReloads(true);
    setState({ step: 'discovering' });
    try {
      kit.current ??= await import('./walletKit');
      const found = await kit.current.discoverWallets(discoveryMs);
      if (id !== run.current) return;
      await settle(found, id);
    } catch (error) {
      fail(id, undefined, error);
    }
  }, [discoveryMs, fail, settle]);

  const switchTo = useCallback(
    async (wallet: FoundWallet, chain: PlatformChain) => {
      const k = kit.current;
      if (!k) return;
      const id = run.current;
      setState({ step: 'switching', wallet, chain });
      try {
        const result = await k.switchChain(wallet.provider, chain, latest.current.chainName(chain));
        if (id !== run.current) return;
        if (result === 'unknown') setState({ step: 'unknownChain', wallet, chain });
        else await signIn(wallet, id);
      } catch (error) {
        fail(id, wallet, error);
      }
    },
    [fail, signIn],
  );

  /** Again from the wallet that failed, or from discovery. */
  const retry = useCallback(() => {
    if ('wallet' in state && state.wallet) void signIn(state.wallet);
    else void start();
  }, [signIn, start, state]);

  const showPicker = useCallback(() => setState({ step: 'choose' }), []);

  /** Stops listening to the current run (the dialog closed). */
  const cancel = useCallback(() => {
    run.current += 1;
    holdWalletReloads(false);
    setState({ step: 'idle' });
  }, []);

  return { state, wallets, start, choose, switchTo, retry, showPicker, cancel };
}
