import type { components } from '@cuadre/api-client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { company, owner, renderSettings } from '../test/settings-fixtures.tsx';

type AuditEvent = components['schemas']['AuditEvent'];

const event = (
  id: string,
  operationId: string,
  changes: AuditEvent['changes'] = [],
  entityType: AuditEvent['entityType'] = 'dashboard-user',
): AuditEvent => ({
  id,
  companyId: company.id,
  at: '2026-11-20T14:05:00.000Z',
  actorId: 'u1',
  actorEmail: 'owner@isla.example',
  operationId,
  entityType,
  entityId: '22222222-2222-4222-8222-222222222222',
  changes,
});

const events = [
  event('1', 'signIn', [{ pointer: '/ip', before: null, after: '10.0.0.7' }]),
  event('2', 'twoStepFailed'),
  event('3', 'twoStepReset', [{ pointer: '/twoStepEnabled', before: true, after: false }]),
  event('4', 'providerIdentityReset'),
  event('5', 'refuseProviderIdentity'),
  event('6', 'updateSignInPolicy', [{ pointer: '/secondFactorRequiredFor', before: [], after: ['super-admin'] }]),
  event('7', 'somethingNew'),
  event('8', 'disableExternalUser', [{ pointer: '/status', before: 'active', after: 'disabled' }]),
  event('9', 'createReport', [{ pointer: '/status', before: null, after: 'queued' }], 'report'),
];

const answer = (request: Request) => {
  const { pathname } = new URL(request.url);
  if (pathname.endsWith('/employer-dashboard/company-info')) return Response.json({ companyData: company });
  if (pathname.endsWith('/audit-events'))
    return Response.json({ items: events, page: 1, limit: 25, total: events.length });
  return Response.json({}, { status: 404 });
};

describe('Settings → Audit trail', () => {
  it('names each sign-in event and sign-in change in words, and keeps an unknown action’s own name', async () => {
    renderSettings(owner, answer, 'audit');
    const table = await screen.findByRole('table');
    await within(table).findByText('Signed in');
    for (const label of [
      'Wrong two-step code',
      'Two-step sign-in reset',
      'Sign-in identity reset',
      'Another sign-in identity refused',
      'Two-step sign-in rule changed',
      'somethingNew',
    ]) {
      expect(within(table).getByText(label)).toBeTruthy();
    }
    expect(within(table).getByText('IP address')).toBeTruthy();
    expect(within(table).getByText('Two-step sign-in required of')).toBeTruthy();
  });

  it("names each kind of record in words, and a field by its record's own label where the page has one", async () => {
    renderSettings(owner, answer, 'audit');
    const table = await screen.findByRole('table');
    await within(table).findByText('queued');
    const rows = within(table).getAllByRole('row');
    const [user, report] = ['disabled', 'queued'].map((value) => rows.find((row) => row.textContent?.includes(value)));
    // A user's status is the account's; a report's is the report's own, not an account's.
    expect(within(user!).getByText('Account status')).toBeTruthy();
    expect(within(report!).getByText('Reports')).toBeTruthy();
    expect(within(report!).getByText('Status')).toBeTruthy();
    expect(within(report!).queryByText('Account status')).toBeNull();
    expect(within(report!).queryByText('report')).toBeNull();
  });
});
