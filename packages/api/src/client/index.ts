export * from './client';
export * from './endpoint';
export * from './envelope';
export * from './envelopeSchema';
export * from './errors';
export * from './functions';
export * from './hooks';
export * from './schemas';
