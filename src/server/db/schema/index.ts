export * from './core';
export * from './outbox';
export * from './payments';
export * from './affiliates';
export * from './sessions';
export * from './intake';
export * from './admin';
export * from './reports';
