export * from './chains';
export * from './errors';
export * from './schemas';
export * from './endpoints';
export * from './hooks';
