import { describe, expect, it } from 'vitest';
import { SELECT_GROUP_LABEL } from './messages.ts';
import {
  hasTipsVariant,
  isIrsiWorkerGroup,
  tipsHomePath,
  tipsPathForWorkerGroup,
  tipsPaymentHistoryPath,
  workerGroupOptions,
} from './tips-routing.ts';
import { features } from './test-support/fixtures.ts';

const irsiCompany = features({ tipsMode: 'irsi-by-group', irsiWorkerGroupCodes: ['103', '203', '403'] });

describe('workerGroupOptions (§2)', () => {
  it(`lists groups for '${SELECT_GROUP_LABEL}' as "company name (code)", sorted by code`, () => {
    expect(
      workerGroupOptions([
        { companyName: 'Isla Condado', workerGroupCode: '403' },
        { companyName: 'Isla Dorado', workerGroupCode: '1001' },
        { companyName: 'Isla Old San Juan', workerGroupCode: '103' },
        { companyName: 'Isla Ponce', workerGroupCode: '0103' },
      ]),
    ).toEqual([
      { value: '0103', label: 'Isla Ponce (0103)' },
      { value: '103', label: 'Isla Old San Juan (103)' },
      { value: '403', label: 'Isla Condado (403)' },
      { value: '1001', label: 'Isla Dorado (1001)' },
    ]);
  });

  it('gives no options for no groups', () => {
    expect(workerGroupOptions([])).toEqual([]);
  });
});

describe('irsi routing (§2, §9)', () => {
  it.each([
    ['103', true],
    ['403', true],
    ['104', false],
    [null, false],
  ])('worker group %s uses the irsi pages: %s', (code, irsi) => {
    expect(isIrsiWorkerGroup(code, irsiCompany)).toBe(irsi);
  });

  it.each([
    [
      'a batch-selector company',
      features({ tipsMode: 'batch-selector', irsiWorkerGroupCodes: ['103'] }),
      '103',
      '/tips/batch-selector',
    ],
    ['an irsi company with an irsi group', irsiCompany, '203', '/tips/irsi/home'],
    ['an irsi company with another group', irsiCompany, '900', '/tips/home'],
    ['an irsi company with no group chosen', irsiCompany, null, '/tips/home'],
    ['any other company', features({ irsiWorkerGroupCodes: ['103'] }), '103', '/tips/home'],
  ])('the Tips home of %s', (_name, companyFeatures, code, path) => {
    expect(tipsHomePath(companyFeatures, code)).toBe(path);
  });

  it.each([
    ['103', '/tips/irsi/payment-history'],
    ['900', '/tips/payment-history'],
  ])('payment history for group %s is %s', (code, path) => {
    expect(tipsPaymentHistoryPath(irsiCompany, code)).toBe(path);
  });

  it.each([
    ['/tips/home', '103', '/tips/irsi/home'],
    ['/tips/irsi/home', '900', '/tips/home'],
    ['/tips/irsi/home', '403', '/tips/irsi/home'],
    ['/tips/payment-history', '203', '/tips/irsi/payment-history'],
    ['/tips/irsi/payment-history', '900', '/tips/payment-history'],
    ['/tips/reports', '103', '/tips/reports'],
  ])('changing the group on %s to %s shows %s', (path, code, expected) => {
    expect(tipsPathForWorkerGroup(path, irsiCompany, code)).toBe(expected);
  });

  it('only home and payment history have an irsi variant', () => {
    expect(
      ['/tips/home', '/tips/irsi/home', '/tips/payment-history', '/tips/irsi/payment-history'].every(hasTipsVariant),
    ).toBe(true);
    expect(['/tips/reports', '/tips/batch-selector', '/tips/payout-history-dashboard'].some(hasTipsVariant)).toBe(
      false,
    );
  });
});
