/**
 * A deployment sent from the customer's wallet and not yet registered with the platform, kept in
 * localStorage (issue 29: a transaction pending for long keeps its hash across a reload). The deploy
 * pages follow it again on return: they wait for its receipt, then register it. One is kept per
 * browser: the latest sent. Nothing here loads ethers.
 */
import type { ChainCode, Network, RegisterContractRequest } from '@chainportal/api';

export interface PendingDeploy {
  chainCode: ChainCode;
  network: Network;
  /** The register call's request, the transaction hash in it. */
  request: RegisterContractRequest;
  /** ISO time the wallet returned the hash. */
  sentAt: string;
}

export const PENDING_DEPLOY_KEY = 'cp-pending-deploy';

function isPending(value: unknown): value is PendingDeploy {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<PendingDeploy>;
  return (
    typeof v.chainCode === 'string' &&
    typeof v.network === 'string' &&
    typeof v.sentAt === 'string' &&
    typeof v.request === 'object' &&
    v.request !== null &&
    typeof v.request.txHash === 'string' &&
    /^0x[0-9a-fA-F]{64}$/.test(v.request.txHash)
  );
}

/** The kept deployment, or undefined (none, or malformed). */
export function readPendingDeploy(storage: Storage = localStorage): PendingDeploy | undefined {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(PENDING_DEPLOY_KEY) ?? 'null');
    return isPending(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps a deployment the wallet sent (replacing an older one). A full storage keeps nothing. */
export function keepPendingDeploy(pending: PendingDeploy, storage: Storage = localStorage): void {
  try {
    storage.setItem(PENDING_DEPLOY_KEY, JSON.stringify(pending));
  } catch {
    // Quota: the deployment is still followed on this page, only not after a reload.
  }
}

/** Forgets the deployment with this hash (registered, or failed on chain). */
export function forgetPendingDeploy(txHash: string, storage: Storage = localStorage): void {
  if (readPendingDeploy(storage)?.request.txHash.toLowerCase() === txHash.toLowerCase()) {
    storage.removeItem(PENDING_DEPLOY_KEY);
  }
}
