import { describe, expect, it } from 'vitest';
import { deadlineState, titleDeadlines } from './deadlines.ts';

describe('title limit dates', () => {
  it.each([
    ['2026-11-21', 'overdue'],
    ['2026-11-22', 'due-soon'],
    ['2026-11-24', 'due-soon'],
    ['2026-11-25', 'on-track'],
  ] as const)('a limit of %s seen on 2026-11-22 with 2 notice days is %s', (limit, state) => {
    expect(deadlineState(limit, '2026-11-22', 2)).toBe(state);
  });

  it('lists only titles due soon or overdue, soonest first, for creation and approval', () => {
    const title = (name: string, creation: string | null, approval: string | null) => ({
      name,
      commissionBatchCreationLimitDate: creation,
      commissionBatchApprovalLimitDate: approval,
      commissionFrequency: 'monthly' as const,
      daysBeforeCreationNotification: 2,
      daysBeforeApprovalNotification: 1,
    });
    const brands = [
      {
        name: 'Costa Honda',
        departments: [
          {
            name: 'Sales',
            titles: [title('Sales Consultant', '2026-11-23', '2026-11-30'), title('Sales Manager', null, '2026-11-20')],
          },
        ],
      },
    ];
    expect(
      titleDeadlines(brands, '2026-11-22').map((deadline) => [
        deadline.title,
        deadline.kind,
        deadline.state,
        deadline.daysLeft,
      ]),
    ).toEqual([
      ['Sales Manager', 'approval', 'overdue', -2],
      ['Sales Consultant', 'creation', 'due-soon', 1],
    ]);
  });
});
