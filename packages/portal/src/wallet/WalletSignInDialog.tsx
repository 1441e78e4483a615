import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, WalletPicker, WalletStatus } from '@chainportal/ui';
import { platformChains, walletHelpUrl, type PlatformChain } from './config';
import { signableStatement } from './statement';
import { useWalletSignIn, type WalletSignInState } from './useWalletSignIn';
import type { FoundWallet } from './walletKit';

export interface WalletSignInDialogProps {
  open: boolean;
  onClose: () => void;
  /** Stores the token like a password sign-in and leaves the page. */
  onSignedIn: (token: string, chainId: string) => void;
}

/** "Sign in with wallet": one dialog that walks through every state of the flow. */
export function WalletSignInDialog({ open, onClose, onSignedIn }: WalletSignInDialogProps) {
  const { t } = useTranslation('wallet');
  const chainLabel = (chain: PlatformChain) => t(`chains.${chain.chainCode}`);
  const flow = useWalletSignIn({ onSignedIn, statement: t('statement'), chainName: chainLabel });
  const { start, cancel } = flow;
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open && !wasOpen.current) void start();
    if (!open && wasOpen.current) cancel();
    wasOpen.current = open;
  }, [open, start, cancel]);

  const nameOf = (wallet: FoundWallet | undefined) => wallet?.name ?? t('injectedName');
  const options = flow.wallets.map((w) => ({ id: w.id, name: nameOf(w), icon: w.icon }));
  const retry = (
    <Button variant="primary" onClick={flow.retry}>
      {t('retry')}
    </Button>
  );
  const other =
    flow.wallets.length > 1 ? <Button onClick={flow.showPicker}>{t('otherWallet')}</Button> : null;

  const body = (state: WalletSignInState) => {
    switch (state.step) {
      case 'idle':
      case 'discovering':
        return <WalletStatus tone="progress" title={t('state.discovering')} />;
      case 'noWallet':
        return (
          <WalletStatus
            tone="info"
            title={t('state.noWallet')}
            actions={
              <a href={walletHelpUrl()} target="_blank" rel="noopener noreferrer">
                {t('getWallet')}
              </a>
            }
          >
            <p>{t('state.noWalletHint')}</p>
          </WalletStatus>
        );
      case 'choose':
        return (
          <>
            <WalletStatus tone="info" title={t('state.choose')} />
            <WalletPicker wallets={options} label={t('walletsLabel')} onSelect={flow.choose} />
          </>
        );
      case 'connecting':
        return (
          <WalletStatus tone="progress" title={t('state.connecting', { wallet: nameOf(state.wallet) })}>
            <p>{t('state.connectingHint')}</p>
          </WalletStatus>
        );
      case 'signing':
        return (
          <WalletStatus tone="progress" title={t('state.signing', { wallet: nameOf(state.wallet) })}>
            <p>
              {signableStatement(t('statement')) === t('statement')
                ? t('state.signingHint', { statement: t('statement') })
                : t('state.signingHintTranslated', {
                    statement: signableStatement(t('statement')),
                    translation: t('statement'),
                  })}
            </p>
          </WalletStatus>
        );
      case 'verifying':
        return <WalletStatus tone="progress" title={t('state.verifying')} />;
      case 'wrongChain':
        return (
          <WalletStatus
            tone="warning"
            title={t('state.wrongChain')}
            actions={platformChains().map((chain, i) => (
              <Button
                key={chain.chainCode}
                variant={i === 0 ? 'primary' : 'default'}
                onClick={() => void flow.switchTo(state.wallet, chain)}
              >
                {t('switchTo', { chain: chainLabel(chain) })}
              </Button>
            ))}
          >
            <p>{t('state.wrongChainHint', { chainId: state.chainId })}</p>
          </WalletStatus>
        );
      case 'switching':
        return (
          <WalletStatus tone="progress" title={t('state.switching', { chain: chainLabel(state.chain) })}>
            <p>{t('state.switchingHint')}</p>
          </WalletStatus>
        );
      case 'unknownChain':
        return (
          <WalletStatus tone="warning" title={t('state.unknownChain')} actions={retry}>
            <p>
              {t('state.unknownChainHint', { chainId: state.chain.chainId, chain: chainLabel(state.chain) })}
            </p>
          </WalletStatus>
        );
      case 'failure': {
        const tone =
          state.failure === 'rejected' ? 'info' : state.failure === 'pending' ? 'warning' : 'error';
        return (
          <WalletStatus
            tone={tone}
            title={t(`state.${state.failure === 'unknownChain' ? 'failed' : state.failure}`)}
            actions={
              <>
                {retry}
                {other}
              </>
            }
          >
            <p>{t(`state.${state.failure === 'unknownChain' ? 'failed' : state.failure}Hint`)}</p>
          </WalletStatus>
        );
      }
      case 'success':
        return <WalletStatus tone="success" title={t('state.success')} />;
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t('dialogTitle')}
      footer={null}
      width={440}
      closeLabel={t('close')}
    >
      <div data-wallet-step={flow.state.step}>{body(flow.state)}</div>
    </Dialog>
  );
}
