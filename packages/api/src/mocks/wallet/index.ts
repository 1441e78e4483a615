export { walletHandlers, verifyWalletLogin } from './handlers';
export { checkWalletLogin, WALLET_CHAIN_IDS, type WalletCheck, type WalletRefusal } from './verify';
export { clearNonces, issueNonce } from './store';
