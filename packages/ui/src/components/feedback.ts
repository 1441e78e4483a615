// Barrel for this area; re-exported by src/index.ts.
export * from './Message';
export * from './Dialog';
export * from './Drawer';
export * from './Popconfirm';
export * from './LoadingOverlay';
export * from './ProgressBar';
export * from './Result';
export * from './Empty';
export * from './Skeleton';
export * from './Offscreen';
