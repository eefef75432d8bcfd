export * from './allocate.ts';
export * from './cents.ts';
export * from './commissions.ts';
export * from './decimal.ts';
export * from './insurance-ledger.ts';
export * from './splits.ts';
export * from './worker-limits.ts';
