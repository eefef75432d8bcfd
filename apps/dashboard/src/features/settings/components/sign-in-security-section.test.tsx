import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { visibleSections } from '../hooks/use-settings-session.ts';
import { company, owner, renderSettings } from '../test/settings-fixtures.tsx';

type Scope = 'super-admin' | 'bank-details';

// The sign-in policy of one company as the API keeps it; a narrowing answers what `narrowing` says.
function policyApi(initial: Scope[], narrowing: () => Response | null = () => null) {
  let current = [...initial];
  const puts: unknown[] = [];
  const answer = async (request: Request): Promise<Response> => {
    const { pathname } = new URL(request.url);
    if (pathname.endsWith('/employer-dashboard/company-info')) return Response.json({ companyData: company });
    if (pathname === `/api/companies/${company.id}/sign-in-policy` && request.method === 'GET')
      return Response.json({ secondFactorRequiredFor: current });
    if (pathname === `/api/companies/${company.id}/sign-in-policy` && request.method === 'PUT') {
      const body = (await request.json()) as { secondFactorRequiredFor: Scope[] };
      puts.push(body);
      const refused = current.some((scope) => !body.secondFactorRequiredFor.includes(scope)) ? narrowing() : null;
      if (refused) return refused;
      current = body.secondFactorRequiredFor;
      return Response.json({ secondFactorRequiredFor: current });
    }
    return Response.json(
      { type: '/problems/not-found', title: 'Not found', status: 404 },
      { status: 404, headers: { 'content-type': 'application/problem+json' } },
    );
  };
  return { answer, puts, current: () => current };
}

const form = () => screen.findByRole('form', { name: 'Two-step sign-in' });
const box = (scope: string) => screen.getByRole('checkbox', { name: scope }) as HTMLInputElement;

describe('Settings → Sign-in security', () => {
  it('is a section for super-admins and internal staff only', () => {
    expect(visibleSections(owner, false)).toContain('security');
    expect(visibleSections({ ...owner, role: 'member', permissions: ['bank-details'] }, false)).not.toContain(
      'security',
    );
    expect(visibleSections({ ...owner, role: 'member', permissions: [] }, true)).toContain('security');
  });

  it('lets a super-admin ask super-admins and bank-details holders for two-step sign-in, noting the provider’s staff always are', async () => {
    const api = policyApi([]);
    renderSettings(owner, api.answer, 'security');
    const section = await form();
    expect(
      within(section).getByText('The provider’s staff always sign in with two steps, whatever is chosen here.'),
    ).toBeTruthy();
    expect(box('Super-admins').checked).toBe(false);
    expect((within(section).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(box('People who can change bank details'));
    await userEvent.click(box('Super-admins'));
    await userEvent.click(within(section).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Sign-in security saved')).toBeTruthy();
    expect(api.puts).toEqual([{ secondFactorRequiredFor: ['super-admin', 'bank-details'] }]);
    // The form opens again on what the server now holds: nothing left to save.
    await waitFor(async () =>
      expect((within(await form()).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true),
    );
    expect(box('Super-admins').checked).toBe(true);
  });

  it('offers to sign in again when asking fewer people needs a recent sign-in, and keeps the rule', async () => {
    const api = policyApi(['super-admin'], () =>
      Response.json(
        {
          type: '/problems/recent-sign-in-required',
          title: 'Forbidden',
          status: 403,
          detail: 'To ask fewer people for two-step sign-in, sign in again.',
        },
        { status: 403, headers: { 'content-type': 'application/problem+json' } },
      ),
    );
    renderSettings(owner, api.answer, 'security');
    const section = await form();
    await waitFor(() => expect(box('Super-admins').checked).toBe(true));
    await userEvent.click(box('Super-admins'));
    await userEvent.click(within(section).getByRole('button', { name: 'Save' }));

    expect(await within(section).findByText('Sign in again to make this change')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Sign in again' }).getAttribute('href')).toContain('prompt=login');
    expect(api.current()).toEqual(['super-admin']);
  });

  it('names a refusal it cannot act on', async () => {
    const api = policyApi([], () => null);
    renderSettings(
      owner,
      (request) =>
        request.method === 'PUT'
          ? Response.json(
              {
                type: '/problems/forbidden',
                title: 'Forbidden',
                status: 403,
                detail:
                  'Only a super-admin of the company or the provider’s staff chooses who must use two-step sign-in.',
              },
              { status: 403, headers: { 'content-type': 'application/problem+json' } },
            )
          : api.answer(request),
      'security',
    );
    const section = await form();
    await userEvent.click(box('Super-admins'));
    await userEvent.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText(/chooses who must use two-step sign-in/)).toBeTruthy();
  });
});
