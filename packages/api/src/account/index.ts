export * from './money';
export * from './schemas';
export * from './endpoints';
export * from './hooks';
