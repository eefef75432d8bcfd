export * from './company.ts';
export * from './workers.ts';
export * from './ewa.ts';
export * from './commissions.ts';
export * from './insurance.ts';
export * from './tips.ts';
export * from './platform.ts';
export * from './reports.ts';
