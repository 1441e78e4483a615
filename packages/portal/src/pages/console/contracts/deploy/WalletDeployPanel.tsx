import { useTranslation } from 'react-i18next';
import { Button, WalletPicker, WalletStatus } from '@chainportal/ui';
import { DeployedStatus } from './DeployedStatus';
import type { FoundWallet } from '../../../../wallet/walletKit';
import type { WalletDeployState } from './useWalletDeploy';

export interface WalletDeployPanelProps {
  state: WalletDeployState;
  wallets: readonly FoundWallet[];
  /** The target chain's name, for "Switch to …". */
  chainLabel: string;
  onChoose: (walletId: string) => void;
  onSwitch: (wallet: FoundWallet) => void;
  onRetry: () => void;
  /** Opens the new contract (after it was registered). */
  onOpen: () => void;
}

/** Each state of a wallet deployment as one panel: progress, the pending hash, or what went wrong. */
export function WalletDeployPanel({
  state,
  wallets,
  chainLabel,
  onChoose,
  onSwitch,
  onRetry,
  onOpen,
}: WalletDeployPanelProps) {
  const { t } = useTranslation('contracts');
  const nameOf = (wallet: FoundWallet | undefined) => wallet?.name ?? t('deploy.wallet.injected');
  const retry = (
    <Button variant="primary" onClick={onRetry}>
      {t('deploy.wallet.retry')}
    </Button>
  );
  const hash = (txHash: string) => (
    <p>
      {t('deploy.wallet.txHash')} <code translate="no">{txHash}</code>
    </p>
  );

  switch (state.step) {
    case 'idle':
      return null;
    case 'discovering':
      return <WalletStatus tone="progress" title={t('deploy.wallet.discovering')} />;
    case 'noWallet':
      return (
        <WalletStatus tone="info" title={t('deploy.wallet.noWallet')} actions={retry}>
          <p>{t('deploy.wallet.noWalletHint')}</p>
        </WalletStatus>
      );
    case 'choose':
      return (
        <>
          <WalletStatus tone="info" title={t('deploy.wallet.choose')} />
          <WalletPicker
            wallets={wallets.map((w) => ({ id: w.id, name: nameOf(w), icon: w.icon }))}
            label={t('deploy.wallet.walletsLabel')}
            onSelect={onChoose}
          />
        </>
      );
    case 'connecting':
      return (
        <WalletStatus
          tone="progress"
          title={t('deploy.wallet.connecting', { wallet: nameOf(state.wallet) })}
        />
      );
    case 'wrongChain':
      return (
        <WalletStatus
          tone="warning"
          title={t('deploy.wallet.wrongChain')}
          actions={
            <Button variant="primary" onClick={() => onSwitch(state.wallet)}>
              {t('deploy.wallet.switchTo', { chain: chainLabel })}
            </Button>
          }
        >
          <p>{t('deploy.wallet.wrongChainHint', { chainId: state.chainId, chain: chainLabel })}</p>
        </WalletStatus>
      );
    case 'switching':
      return <WalletStatus tone="progress" title={t('deploy.wallet.switching', { chain: chainLabel })} />;
    case 'unknownChain':
      return (
        <WalletStatus tone="warning" title={t('deploy.wallet.unknownChain')} actions={retry}>
          <p>{t('deploy.wallet.unknownChainHint', { chain: chainLabel })}</p>
        </WalletStatus>
      );
    case 'confirm':
      return (
        <WalletStatus tone="progress" title={t('deploy.wallet.confirm', { wallet: nameOf(state.wallet) })}>
          <p>{t('deploy.wallet.confirmHint')}</p>
        </WalletStatus>
      );
    case 'pending':
      return (
        <WalletStatus tone="progress" title={t('deploy.wallet.pending')}>
          {hash(state.txHash)}
        </WalletStatus>
      );
    case 'registering':
      return (
        <WalletStatus tone="progress" title={t('deploy.wallet.registering')}>
          {hash(state.deployed.txHash)}
        </WalletStatus>
      );
    case 'registerFailed':
      return (
        <WalletStatus tone="error" title={t('deploy.wallet.registerFailed')} actions={retry}>
          <p>{t('deploy.wallet.registerFailedHint', { address: state.deployed.address })}</p>
          {hash(state.deployed.txHash)}
        </WalletStatus>
      );
    case 'done':
      return (
        <DeployedStatus onOpen={onOpen}>
          <p>
            {t('deploy.wallet.address')} <code translate="no">{state.deployed.address}</code>
          </p>
        </DeployedStatus>
      );
    case 'failure': {
      const tone = state.failure === 'rejected' ? 'info' : state.failure === 'pending' ? 'warning' : 'error';
      return (
        <WalletStatus tone={tone} title={t(`deploy.failure.${state.failure}`)} actions={retry}>
          <p>
            {state.failure === 'reverted' && state.reason
              ? t('deploy.failure.revertedReason', { reason: state.reason })
              : t(`deploy.failure.${state.failure}Hint`)}
          </p>
          {state.txHash ? hash(state.txHash) : null}
        </WalletStatus>
      );
    }
  }
}
