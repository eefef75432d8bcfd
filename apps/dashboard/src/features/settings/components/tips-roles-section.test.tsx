import type { components } from '@cuadre/api-client';
import type { SessionUser } from '@cuadre/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { languageState } from '../../../shared/states/language-state.ts';
import { bayamon, company, owner, renderSettings } from '../test/settings-fixtures.tsx';

type RoleRules = components['schemas']['RoleRules'];

const TABLE = 'Job codes of group 103';

const stored: RoleRules = {
  companyId: company.id,
  workerGroupCode: '103',
  tipUserRoles: [
    { jobcode: 101, name: 'Server' },
    { jobcode: 102, name: 'Bartender' },
  ],
  reportRoles: [{ jobcode: 101, name: 'Server' }],
  payableRoles: [{ jobcode: 101, name: 'Server' }],
};

const problem = (status: number, detail: string, errors: { pointer: string; message: string }[] = []) =>
  Response.json(
    { type: '/problems/unprocessable', title: 'Unprocessable Content', status, detail, errors },
    { status, headers: { 'content-type': 'application/problem+json' } },
  );

// The role rules API of group 103: a save replaces the lists, unless `refuse` answers instead.
function roleRulesApi(refuse: (body: RoleRules) => Response | null = () => null) {
  let current = structuredClone(stored);
  const puts: RoleRules[] = [];
  const answer = async (request: Request): Promise<Response> => {
    const { pathname } = new URL(request.url);
    if (pathname.endsWith('/employer-dashboard/company-info'))
      return Response.json({ companyData: { ...company, companyGroups: [bayamon] } });
    if (pathname === '/api/tips/irsi-role-rules' && request.method === 'GET') return Response.json(current);
    if (pathname === '/api/tips/irsi-role-rules' && request.method === 'PUT') {
      const body = (await request.json()) as RoleRules;
      puts.push(body);
      const refused = refuse(body);
      if (refused) return refused;
      current = body;
      return Response.json(current);
    }
    return problem(404, 'Not found');
  };
  return { answer, puts };
}

const table = () => screen.findByRole('table', { name: TABLE });
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save role rules' }));

async function open(user: SessionUser = owner, refuse?: (body: RoleRules) => Response | null) {
  const api = roleRulesApi(refuse);
  const { store } = renderSettings(user, api.answer, 'tips-roles');
  await within(await table()).findByDisplayValue('Bartender');
  return { ...api, store };
}

describe('the tips role rules of a worker group, in Settings → Tips roles', () => {
  it('shows one row per job code with what it does', async () => {
    await open();
    expect(field('Job code of role 1').value).toBe('101');
    expect(field('Name of role 2').value).toBe('Bartender');
    expect((screen.getByRole('checkbox', { name: 'Paid out: role 1' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Paid out: role 2' }) as HTMLInputElement).checked).toBe(false);
  });

  it('saves the three lists of a changed, added and removed role, and says so', async () => {
    const api = await open();
    await userEvent.click(screen.getByRole('checkbox', { name: 'In reports: role 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add role' }));
    await userEvent.type(field('Job code of role 3'), '7');
    await userEvent.type(field('Name of role 3'), ' Host ');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Paid out: role 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove role 1' }));
    await save();
    await waitFor(() => expect(api.puts).toHaveLength(1));
    expect(api.puts[0]).toEqual({
      companyId: company.id,
      workerGroupCode: '103',
      tipUserRoles: [
        { jobcode: 7, name: 'Host' },
        { jobcode: 102, name: 'Bartender' },
      ],
      reportRoles: [
        { jobcode: 7, name: 'Host' },
        { jobcode: 102, name: 'Bartender' },
      ],
      payableRoles: [],
    });
    expect(await screen.findByText('The role rules of group 103 were saved.')).toBeTruthy();
  });

  it('names each field that breaks a rule, with the messages of the tip rules, and sends nothing', async () => {
    const api = await open();
    await userEvent.clear(field('Name of role 2'));
    await userEvent.click(screen.getByRole('button', { name: 'Add role' }));
    await userEvent.type(field('Job code of role 3'), '101');
    await userEvent.type(field('Name of role 3'), 'Host');
    for (const flag of ['Receives tips', 'In reports', 'Paid out'])
      await userEvent.click(screen.getByRole('checkbox', { name: `${flag}: role 3` }));
    expect(screen.getByText('Role is required.')).toBeTruthy();
    expect(screen.getByText('Duplicated job code on role rule: 101')).toBeTruthy();
    expect(
      screen.getByText('Choose what the role does (receives tips, in reports, paid out), or remove it.'),
    ).toBeTruthy();
    expect(field('Name of role 2').getAttribute('aria-invalid')).toBe('true');
    await save();
    expect(screen.getByText('Fix the fields marked in the table before saving.')).toBeTruthy();
    expect(api.puts).toEqual([]);
  });

  it('says them in Spanish too', async () => {
    const { store } = await open();
    act(() => store.set(languageState, 'es-PR'));
    await screen.findByRole('textbox', { name: 'Nombre del rol 1' });
    await userEvent.clear(field('Nombre del rol 1'));
    await userEvent.type(field('Código de puesto del rol 2'), 'x');
    expect(await screen.findByText('El rol es obligatorio.')).toBeTruthy();
    expect(screen.getByText('Un código de puesto es un número entero de 0 a 999999.')).toBeTruthy();
  });

  it('shows what the API refused', async () => {
    await open(owner, () =>
      problem(422, 'The role rules break a rule.', [
        { pointer: '/body', message: 'The job code 102 has two names: Bartender and Barra.' },
      ]),
    );
    await userEvent.type(field('Name of role 1'), ' Jefe');
    await save();
    expect(await screen.findByText('The role rules break a rule.')).toBeTruthy();
    expect(screen.getByText('The job code 102 has two names: Bartender and Barra.')).toBeTruthy();
  });
});
