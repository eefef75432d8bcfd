export * from './commission-batch.ts';
export * from './tip-split-item.ts';
export * from './worker-status.ts';
