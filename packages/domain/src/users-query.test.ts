import { describe, expect, it } from 'vitest';
import { sortDynamicCommissionPlans } from './users-query.ts';

describe('sortDynamicCommissionPlans (§7)', () => {
  it('puts plans without brand or department first, then sorts by brand, department, title', () => {
    const plans = [
      { id: 'a', brand: 'Toyota', department: 'Sales', title: 'Manager' },
      { id: 'b', brand: 'Honda', department: 'Service', title: 'Advisor' },
      { id: 'c', brand: null, department: 'Sales', title: 'Closer' },
      { id: 'd', brand: 'Toyota', department: 'Sales', title: 'Associate' },
      { id: 'e', brand: 'Honda', department: '  ', title: 'Porter' },
      { id: 'f', brand: 'Honda', department: 'Parts', title: null },
      { id: 'g' },
    ];
    expect(sortDynamicCommissionPlans(plans).map((plan) => plan.id)).toEqual(['g', 'c', 'e', 'f', 'b', 'd', 'a']);
  });
});
