import type { Schemas } from '@cuadre/api-client';
import { DEAL_TYPES } from '@cuadre/domain';
import { preloadDeferred } from '@cuadre/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_ID, fakeCommissionsApi, renderCommissions, viewer } from '../../test/commissions-fixtures.tsx';
import { DealsScreen } from './deals-screen.tsx';
import { dealsQuery, NO_DEAL_FILTERS } from './deal-filters.ts';

beforeAll(() => preloadDeferred());

// 120 deals over three pages of the server's: a search or a type must be the server's, or it would only sift page 1.
const deals: Schemas['Deal'][] = Array.from({ length: 120 }, (_, index) => ({
  id: `deal-${index + 1}`,
  companyId: COMPANY_ID,
  uploadId: 'upload-1',
  dealNumber: `D${String(40_001 + index)}`,
  date: '2026-11-17',
  brand: 'Costa Toyota',
  department: 'Sales',
  workerId: `w-${index % 12}`,
  payrollFileNumber: String(60_100_000 + (index % 12)),
  workerName: index % 12 === 11 ? 'Zoe Quiñones' : `Luis Rivera ${index % 12}`,
  dealType: DEAL_TYPES[index % DEAL_TYPES.length]!,
  origin: 'dealer-system',
  saleAmount: 3_150_000,
  grossProfit: 240_000,
  units: 1,
}));

function open() {
  const api = fakeCommissionsApi();
  api.override = (request) => {
    if (request.path !== '/compensation/deals') return undefined;
    const query = new URLSearchParams(request.search);
    const search = (query.get('search') ?? '').toLocaleLowerCase();
    const dealType = query.get('dealType');
    const page = Number(query.get('page') ?? 1);
    const limit = Number(query.get('limit') ?? 50);
    const matching = deals.filter(
      (deal) =>
        (search === '' ||
          deal.dealNumber.toLocaleLowerCase().includes(search) ||
          (deal.workerName ?? '').toLocaleLowerCase().includes(search)) &&
        (dealType === null || deal.dealType === dealType),
    );
    return Response.json({
      items: matching.slice((page - 1) * limit, page * limit),
      page,
      limit,
      total: matching.length,
    });
  };
  renderCommissions([{ path: '/commissions-v3/deals', element: <DealsScreen title="Deals" /> }], {
    user: viewer,
    path: '/commissions-v3/deals',
    api,
  });
  return api;
}

const dealRequests = (api: ReturnType<typeof fakeCommissionsApi>) =>
  api.sent
    .filter((request) => request.path === '/compensation/deals')
    .map((request) => new URLSearchParams(request.search));
// The deal numbers of the rows on screen, once they are in (while rows load the table says it is busy).
const dealNumbers = async () => {
  const table = await screen.findByRole('table', { name: 'Deals' });
  await waitFor(() => expect(table.hasAttribute('aria-busy')).toBe(false));
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')?.textContent);
};

describe('the deals query', () => {
  it('leaves out an empty search and "all" types, trims the search and cuts it to the contract’s 200 characters', () => {
    expect(dealsQuery('costa', NO_DEAL_FILTERS, 1, 50)).toEqual({ companyId: 'costa', page: 1, limit: 50 });
    expect(dealsQuery('costa', { search: '  Rivera ', dealType: 'service' }, 2, 50)).toEqual({
      companyId: 'costa',
      page: 2,
      limit: 50,
      search: 'Rivera',
      dealType: 'service',
    });
    expect(dealsQuery('costa', { search: 'x'.repeat(300), dealType: 'all' }, 1, 50).search).toHaveLength(200);
  });
});

describe('the deals screen', () => {
  it('asks the server for a search by worker name and shows what matches on every page, with its count', async () => {
    const api = open();
    expect(await dealNumbers()).toHaveLength(50);
    expect(screen.getByText('120 deals')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Search by deal # or worker'), 'quiñones');
    await waitFor(async () =>
      expect(await dealNumbers()).toEqual(
        deals.filter((deal) => deal.workerName === 'Zoe Quiñones').map((deal) => deal.dealNumber),
      ),
    );
    expect(screen.getByText('10 deals match')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Deals' })).getAllByText('Zoe Quiñones')).toHaveLength(10);
    expect(dealRequests(api).at(-1)?.get('search')).toBe('quiñones');
  });

  it('finds a deal on the last page by its number, and says so when nothing matches', async () => {
    open();
    await dealNumbers();
    await userEvent.type(screen.getByLabelText('Search by deal # or worker'), 'D40120');
    await waitFor(async () => expect(await dealNumbers()).toEqual(['D40120']));
    await userEvent.type(screen.getByLabelText('Search by deal # or worker'), '9');
    // The count says it, and the table gives way to a note on what to try instead.
    expect(await screen.findAllByText('No deal matches')).toHaveLength(2);
    expect(screen.getByText(/Search by another deal number, worker name or payroll file number/)).toBeTruthy();
  });

  it('filters by deal type on the server and goes back to page 1', async () => {
    const api = open();
    await dealNumbers();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(dealRequests(api).at(-1)?.get('page')).toBe('2'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Deal type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Service' }));
    await waitFor(() => expect(screen.getByText('30 deals match')).toBeTruthy());
    const last = dealRequests(api).at(-1);
    expect(last?.get('dealType')).toBe('service');
    expect(last?.get('page')).toBe('1');
    const table = screen.getByRole('table', { name: 'Deals' });
    expect(within(table).getAllByText('Service')).toHaveLength(30);
  });

  it('gives the Columns panel its help as the description of its checkboxes, the worker’s name among them', async () => {
    open();
    await dealNumbers();
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const panel = await screen.findByRole('dialog', { name: 'Columns' });
    const group = within(panel).getByRole('group', { name: 'Columns' });
    expect(group.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(group.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Choose the columns to show; the choice is remembered on this computer.',
    );
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Worker' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Deals' })).queryByRole('columnheader', { name: 'Worker' }),
      ).toBeNull(),
    );
  });
});
