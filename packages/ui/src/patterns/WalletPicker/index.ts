export { WalletPicker, type WalletOption, type WalletPickerProps } from './WalletPicker';
export { WalletStatus, type WalletStatusProps, type WalletStatusTone } from './WalletStatus';
