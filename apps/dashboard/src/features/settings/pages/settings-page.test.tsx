import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { visibleSections } from '../hooks/use-settings-session.ts';
import { company, owner, renderSettings } from '../test/settings-fixtures.tsx';

const companyInfo = (request: Request) =>
  request.method === 'POST' && request.url.endsWith('/employer-dashboard/company-info')
    ? Response.json({ companyData: company })
    : null;

describe('the settings page', () => {
  it.each([
    [
      'a super-admin',
      { role: 'super-admin' as const, permissions: [] },
      ['company', 'groups', 'tips-roles', 'bank', 'users', 'security', 'preferences', 'audit'],
    ],
    [
      'a bank-details holder',
      { role: 'member' as const, permissions: ['bank-details' as const] },
      ['company', 'groups', 'bank', 'users', 'preferences'],
    ],
    [
      'a tips admin',
      { role: 'tips-admin' as const, permissions: ['tips-admin' as const] },
      ['company', 'groups', 'tips-roles', 'preferences'],
    ],
  ])('shows %s the sections §6 allows', (_who, access, sections) => {
    expect(visibleSections({ ...owner, ...access }, false)).toEqual(sections);
  });

  it('shows the provider’s staff every section, the company’s features among them', () => {
    expect(visibleSections({ ...owner, internalStaff: true }, true)).toEqual([
      'company',
      'features',
      'groups',
      'tips-roles',
      'bank',
      'users',
      'security',
      'preferences',
      'audit',
    ]);
  });

  it('names a bad fee percent under its field and sends nothing', async () => {
    const { calls } = renderSettings(owner, (request) => companyInfo(request) ?? Response.json({}, { status: 500 }));
    const funding = await screen.findByRole('form', { name: 'Funding and fees' });
    const fee = within(funding).getByLabelText('Employee fee (%)');
    await userEvent.clear(fee);
    await userEvent.type(fee, '150');
    await userEvent.click(within(funding).getByRole('button', { name: 'Save' }));
    expect(await within(funding).findByText('Enter a percent from 0 to 100.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);
  });

  it('keeps the provider’s pricing read-only for a company super-admin', async () => {
    renderSettings(owner, (request) => companyInfo(request) ?? Response.json({}, { status: 500 }));
    const funding = await screen.findByRole('form', { name: 'Funding and fees' });
    expect((within(funding).getByLabelText('Funding fee (%)') as HTMLInputElement).disabled).toBe(true);
    expect((within(funding).getByLabelText('Employee fee (%)') as HTMLInputElement).disabled).toBe(false);
  });

  it('says someone else saved first when the server answers 409', async () => {
    renderSettings(
      owner,
      (request) =>
        companyInfo(request) ??
        Response.json(
          { type: '/problems/conflict', title: 'Conflict', status: 409, detail: 'Someone else saved these settings.' },
          { status: 409, headers: { 'content-type': 'application/problem+json' } },
        ),
    );
    const limits = await screen.findByRole('form', { name: 'Limits' });
    const count = within(limits).getByLabelText('Transactions per pay period');
    await userEvent.clear(count);
    await userEvent.type(count, '5');
    await userEvent.click(within(limits).getByRole('button', { name: 'Save' }));
    expect(await within(limits).findByText('Someone else changed these settings')).toBeTruthy();
  });
});
