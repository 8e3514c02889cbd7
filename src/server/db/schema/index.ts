export * from './core';
export * from './outbox';
