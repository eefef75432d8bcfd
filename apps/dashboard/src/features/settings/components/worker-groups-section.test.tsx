import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  bayamon,
  company,
  fakeSettingsApi,
  owner,
  readCompanyAgain,
  renderSettings,
} from '../test/settings-fixtures.tsx';

const FORM = 'Isla Bayamón (103)';
const CONFLICT = 'Someone else changed these settings';
const city = () => within(screen.getByRole('form', { name: FORM })).getByLabelText('City') as HTMLInputElement;

async function openGroups() {
  const api = fakeSettingsApi({ ...company, companyGroups: [bayamon] });
  const { queryClient } = renderSettings(owner, api.answer, 'groups');
  await screen.findByRole('form', { name: FORM });
  const refetch = () => readCompanyAgain(queryClient);
  const colleagueSavesCity = (value: string) =>
    api.saveElsewhere((current) => ({
      ...current,
      companyGroups: current.companyGroups.map((group) => ({ ...group, city: value, version: group.version + 1 })),
    }));
  return { api, refetch, colleagueSavesCity };
}

async function typeCity(value: string) {
  await userEvent.clear(city());
  await userEvent.type(city(), value);
}

const save = () =>
  userEvent.click(within(screen.getByRole('form', { name: FORM })).getByRole('button', { name: 'Save' }));

describe('a worker group form when the company is read again', () => {
  it('keeps an unsaved edit, and its save is told someone else saved first instead of overwriting them', async () => {
    const { api, refetch, colleagueSavesCity } = await openGroups();
    await typeCity('Caguas');
    colleagueSavesCity('Guaynabo');
    await refetch();
    expect(city().value).toBe('Caguas');

    await save();
    expect(await screen.findByText(CONFLICT)).toBeTruthy();
    expect(api.saves().at(-1)?.body).toMatchObject({ city: 'Caguas', expectedVersion: bayamon.version });
    expect(api.current().companyGroups[0]?.city).toBe('Guaynabo');

    await userEvent.click(screen.getByRole('button', { name: 'Reload the settings' }));
    await waitFor(() => expect(city().value).toBe('Guaynabo'));
    expect(screen.queryByText(CONFLICT)).toBeNull();
  });

  it('shows the newer values when it has no unsaved edits, and saves on their version', async () => {
    const { api, refetch, colleagueSavesCity } = await openGroups();
    colleagueSavesCity('Guaynabo');
    await refetch();
    expect(city().value).toBe('Guaynabo');

    await typeCity('Caguas');
    await save();
    expect(await screen.findByText(`${FORM} saved.`)).toBeTruthy();
    expect(api.saves().at(-1)?.body).toMatchObject({ city: 'Caguas', expectedVersion: bayamon.version + 1 });
  });

  it('reopens on what was saved, so the next save carries the new version', async () => {
    const { api } = await openGroups();
    const emails = () =>
      within(screen.getByRole('form', { name: FORM })).getByLabelText('Invoice e-mails') as HTMLInputElement;
    await userEvent.clear(emails());
    await userEvent.type(emails(), 'Facturas@Isla.example; otro@isla.example');
    await save();
    await waitFor(() => expect(emails().value).toBe('facturas@isla.example, otro@isla.example'));
    await waitFor(() => expect(city().disabled).toBe(false));

    await typeCity('Caguas');
    await save();
    await waitFor(() => expect(api.current().companyGroups[0]?.city).toBe('Caguas'));
    expect(api.saves().map((request) => (request.body as { expectedVersion: number }).expectedVersion)).toEqual([
      bayamon.version,
      bayamon.version + 1,
    ]);
    expect(screen.queryByText(CONFLICT)).toBeNull();
  });
});
