import type { Schemas } from '@cuadre/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DayRow } from '../utils/day-rows.ts';
import type { Answer } from '../test/render-tips.tsx';
import { problem, renderTips } from '../test/render-tips.tsx';
import { PosDayDrawer } from './pos-day-drawer.tsx';

const ANA = '00000000-0000-4000-8000-0000000000a1';
const LUIS = '00000000-0000-4000-8000-0000000000b2';
const DATE = '2026-11-20';

const tip = (id: string, workerId: string, clockIn: string, digital: number, cash: number) =>
  ({
    id,
    workerId,
    clockIn,
    clockOut: null,
    digitalTotal: digital,
    nonDigitalTotal: cash,
    total: digital + cash,
    shift: 'dinner',
    role: 'Server',
    payrollFileNumber: `P-${id}`,
  }) as unknown as Schemas['TipRecord'];

const dayRow = (record: Schemas['TipRecord'], firstName: string, hours: number): DayRow => ({
  tip: record,
  worker: { firstName, lastName: 'Rivera' } as Schemas['TipWorker'],
  hours: { tipId: record.id, workerId: record.workerId, hours, originalHours: hours } as Schemas['WorkerHoursRow'],
});

const pos = (workerId: string, firstName: string, clockIn: string, hours: number, digital: number, cash: number) => ({
  workerId,
  posId: `pos-${firstName}`,
  firstName,
  lastName: 'Rivera',
  role: 'Server',
  jobcode: 10,
  shift: 'dinner',
  clockIn,
  clockOut: '2026-11-21T03:00:00Z',
  hours,
  digitalTips: digital,
  nonDigitalTips: cash,
});

const rows = [
  dayRow(tip('1', ANA, '2026-11-20T21:00:00Z', 4_000, 1_000), 'Ana', 7.25),
  dayRow(tip('2', LUIS, '2026-11-20T22:00:00Z', 2_500, 0), 'Luis', 5),
];

// A value marked as differing from the other side.
const marked = (value: HTMLElement) => value.closest('[data-differs]') !== null;

function open(answer: Answer, dayRows: DayRow[] = rows) {
  return renderTips(
    <PosDayDrawer
      companyId="c1"
      workerGroupCode="150"
      date={DATE}
      locale="en"
      rows={dayRows}
      dayPending={false}
      dayError={false}
      onRetryDay={() => undefined}
      onClose={() => undefined}
    />,
    { 'GET /tips/get-workers-data-by-date-blu-host': answer },
  );
}

describe("the point of sale beside a day's hours", () => {
  it('marks the shift whose hours were corrected and leaves the matching one plain', async () => {
    const { calls } = open({
      body: {
        rows: [
          pos(ANA, 'Ana', '2026-11-20T21:00:00Z', 6, 4_000, 1_000),
          pos(LUIS, 'Luis', '2026-11-20T22:00:00Z', 5, 2_500, 0),
        ],
      },
    });
    const drawer = await screen.findByRole('dialog', { name: 'Point of sale on Nov 20, 2026' });
    expect(await within(drawer).findByText('1 shift differs from the point of sale.')).toBeTruthy();
    const ana = within(drawer).getByRole('row', { name: /Rivera, Ana/ });
    expect(within(ana).getByText('Hours differ')).toBeTruthy();
    expect(marked(within(ana).getByText('6.00'))).toBe(true);
    expect(marked(within(ana).getByText('7.25'))).toBe(true);
    const luis = within(drawer).getByRole('row', { name: /Rivera, Luis/ });
    expect(within(luis).getByText('Matches')).toBeTruthy();
    expect(
      within(luis)
        .getAllByText('5.00')
        .every((value) => !marked(value)),
    ).toBe(true);
    expect(within(drawer).getAllByText('$50.00')).toHaveLength(2);
    expect(calls[0]?.search).toBe('?companyId=c1&workerGroupCode=150&date=2026-11-20');
  });

  it('shows tips the point of sale never sent and tips that differ to the cent', async () => {
    open({ body: { rows: [pos(ANA, 'Ana', '2026-11-20T21:00:00Z', 7.25, 4_000, 999)] } });
    const drawer = await screen.findByRole('dialog');
    const ana = await within(drawer).findByRole('row', { name: /Rivera, Ana/ });
    expect(within(ana).getByText('Tips differ')).toBeTruthy();
    expect(marked(within(ana).getByText('$49.99'))).toBe(true);
    expect(
      within(within(drawer).getByRole('row', { name: /Rivera, Luis/ })).getByText('Not sent by the point of sale'),
    ).toBeTruthy();
  });

  it('offers a retry when the point of sale cannot be read', async () => {
    const user = userEvent.setup();
    const { calls } = open(problem(503, 'Unavailable'));
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(calls.length).toBe(2);
  });

  it('says so when the day has nothing on either side', async () => {
    open({ body: { rows: [] } }, []);
    expect(await screen.findByText('Nothing from the point of sale')).toBeTruthy();
  });
});
