import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useRegisterContract } from '@chainportal/api';
import { Button, WalletStatus } from '@chainportal/ui';
import { DeployedStatus } from './DeployedStatus';
import { forgetPendingDeploy, readPendingDeploy, type PendingDeploy } from '../../../../chains/pendingDeploy';

type State =
  | { step: 'waiting'; pending: PendingDeploy }
  | { step: 'registering'; pending: PendingDeploy }
  | { step: 'registerFailed'; pending: PendingDeploy }
  | { step: 'failed'; pending: PendingDeploy }
  | { step: 'unreachable'; pending: PendingDeploy }
  | { step: 'done'; pending: PendingDeploy; contractId: number };

/**
 * A deployment sent from the wallet before the page was reloaded or left (chains/pendingDeploy.ts):
 * shown as pending with its hash, followed on its chain until the receipt, then registered with the
 * platform. Nothing is shown, and nothing loaded, when none is kept.
 */
export function PendingDeployPanel() {
  const { t } = useTranslation('contracts');
  const navigate = useNavigate();
  const { trigger: register } = useRegisterContract();
  // Read once, when the page opens: the deployment this panel follows.
  const [pending] = useState(() => readPendingDeploy());
  const [state, setState] = useState<State | undefined>(() =>
    pending ? { step: 'waiting', pending } : undefined,
  );
  const [attempt, setAttempt] = useState(0);
  const registerRef = useRef(register);
  useEffect(() => {
    registerRef.current = register;
  });

  // Follows the deployment (again on each retry): its receipt on its chain, then the register call.
  // Only leaving the page or a new attempt drops the answers of this one.
  useEffect(() => {
    if (!pending) return;
    let live = true;
    const follow = async () => {
      try {
        const { chainProvider } = await import('../../../../chains/provider');
        const provider = await chainProvider(pending.chainCode, pending.network);
        const receipt = await provider.waitForTransaction(pending.request.txHash);
        if (!live) return;
        if (!receipt || receipt.status !== 1) {
          forgetPendingDeploy(pending.request.txHash);
          setState({ step: 'failed', pending });
          return;
        }
      } catch {
        if (live) setState({ step: 'unreachable', pending });
        return;
      }
      setState({ step: 'registering', pending });
      try {
        const contract = await registerRef.current(pending.request);
        forgetPendingDeploy(pending.request.txHash);
        if (live) setState({ step: 'done', pending, contractId: contract.id });
      } catch {
        // The api client showed the server's message; the record stays for another try.
        if (live) setState({ step: 'registerFailed', pending });
      }
    };
    void follow();
    return () => {
      live = false;
    };
  }, [pending, attempt]);

  if (!state) return null;
  const hash = (
    <p>
      {t('deploy.wallet.txHash')} <code translate="no">{state.pending.request.txHash}</code>
    </p>
  );
  const retry = (
    <Button
      variant="primary"
      onClick={() => {
        setState({ step: 'waiting', pending: state.pending });
        setAttempt((n) => n + 1);
      }}
    >
      {t('deploy.wallet.retry')}
    </Button>
  );
  switch (state.step) {
    case 'waiting':
      return (
        <WalletStatus
          tone="progress"
          title={t('deploy.resume.pending', { name: state.pending.request.name })}
        >
          {hash}
        </WalletStatus>
      );
    case 'registering':
      return (
        <WalletStatus tone="progress" title={t('deploy.wallet.registering')}>
          {hash}
        </WalletStatus>
      );
    case 'unreachable':
      return (
        <WalletStatus tone="warning" title={t('deploy.resume.unreachable')} actions={retry}>
          {hash}
        </WalletStatus>
      );
    case 'registerFailed':
      return (
        <WalletStatus tone="error" title={t('deploy.wallet.registerFailed')} actions={retry}>
          {hash}
        </WalletStatus>
      );
    case 'failed':
      return (
        <WalletStatus tone="error" title={t('deploy.resume.failed', { name: state.pending.request.name })}>
          {hash}
        </WalletStatus>
      );
    case 'done':
      return (
        <DeployedStatus onOpen={() => void navigate(`/contractmanage/mycontract?open=${state.contractId}`)}>
          {hash}
        </DeployedStatus>
      );
  }
}
