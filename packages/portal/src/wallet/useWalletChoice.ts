import { useCallback, useState } from 'react';
import type { FoundWallet } from './walletKit';

/** The steps a discovery can leave a wallet flow in, besides going on with the one wallet found. */
export type DiscoveryStep = { step: 'noWallet' } | { step: 'choose' };

/** The steps every wallet flow (sign-in, a deployment) starts with: finding, choosing and connecting a wallet. */
export type WalletChoiceStep =
  | { step: 'idle' }
  | { step: 'discovering' }
  | DiscoveryStep
  | { step: 'connecting'; wallet: FoundWallet }
  | { step: 'wrongChain'; wallet: FoundWallet; chainId: string };

/**
 * What follows an EIP-6963 discovery in every wallet flow (the sign-in, a deployment with the
 * wallet): no wallet found says so, one found goes on with it at once, several are offered as a
 * choice, and the one chosen goes on. `proceed` is the flow's next step (its `id`: the run it
 * belongs to, when it continues a discovery); `setStep` its state setter.
 */
export function useWalletChoice(
  proceed: (wallet: FoundWallet, id?: number) => Promise<void>,
  setStep: (state: DiscoveryStep) => void,
) {
  const [wallets, setWallets] = useState<FoundWallet[]>([]);

  /** Acts on a discovery's wallets (the caller has checked its run is still the current one). */
  const found = useCallback(
    async (list: FoundWallet[], id: number) => {
      setWallets(list);
      if (list.length === 0) setStep({ step: 'noWallet' });
      else if (list.length === 1) await proceed(list[0] as FoundWallet, id);
      else setStep({ step: 'choose' });
    },
    [proceed, setStep],
  );

  /** The wallet the user picked from the choice. */
  const choose = useCallback(
    (walletId: string) => {
      const wallet = wallets.find((w) => w.id === walletId);
      if (wallet) void proceed(wallet);
    },
    [proceed, wallets],
  );

  return { wallets, found, choose };
}
