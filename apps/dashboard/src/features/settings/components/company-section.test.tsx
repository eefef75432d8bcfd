import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Company } from '../utils/settings-form.ts';
import { company, fakeSettingsApi, owner, readCompanyAgain, renderSettings } from '../test/settings-fixtures.tsx';

const CONFLICT = 'Someone else changed these settings';
const field = (group: string, label: string) =>
  within(screen.getByRole('form', { name: group })).getByLabelText(label) as HTMLInputElement;
const transactions = () => field('Limits', 'Transactions per pay period');
const employeeFee = () => field('Funding and fees', 'Employee fee (%)');

async function openCompany() {
  const api = fakeSettingsApi(company);
  const { queryClient } = renderSettings(owner, api.answer, 'company');
  await screen.findByRole('form', { name: 'Limits' });
  const refetch = () => readCompanyAgain(queryClient);
  const colleagueSaves = (settings: Partial<Company['settings']>) =>
    api.saveElsewhere((current) => ({
      ...current,
      settings: { ...current.settings, ...settings },
      settingsVersion: (current.settingsVersion ?? 0) + 1,
    }));
  return { api, refetch, colleagueSaves };
}

async function typeInto(input: () => HTMLInputElement, value: string) {
  await userEvent.clear(input());
  await userEvent.type(input(), value);
}

describe('company settings when the company is read again', () => {
  it('a card with unsaved edits keeps them, and its save is told someone else saved first instead of overwriting them', async () => {
    const { api, refetch, colleagueSaves } = await openCompany();
    await typeInto(transactions, '5');
    colleagueSaves({ transactionLimitPerPayPeriod: 4, employeeFeePercent: 3 });
    await refetch();
    expect(transactions().value).toBe('5');

    await userEvent.click(within(screen.getByRole('form', { name: 'Limits' })).getByRole('button', { name: 'Save' }));
    expect(await within(screen.getByRole('form', { name: 'Limits' })).findByText(CONFLICT)).toBeTruthy();
    expect(api.saves().at(-1)?.body).toMatchObject({
      expectedVersion: company.settingsVersion,
      settings: { transactionLimitPerPayPeriod: 5 },
    });
    expect(api.current().settings.transactionLimitPerPayPeriod).toBe(4);

    await userEvent.click(screen.getByRole('button', { name: 'Reload the settings' }));
    await waitFor(() => expect(transactions().value).toBe('4'));
    expect(screen.queryByText(CONFLICT)).toBeNull();
  });

  it('cards without unsaved edits show the newer values, and discarding an edit does too', async () => {
    const { refetch, colleagueSaves } = await openCompany();
    await typeInto(transactions, '5');
    colleagueSaves({ transactionLimitPerPayPeriod: 4, employeeFeePercent: 3 });
    await refetch();
    expect(employeeFee().value).toBe('3.00');
    expect(transactions().value).toBe('5');

    await userEvent.click(
      within(screen.getByRole('form', { name: 'Limits' })).getByRole('button', { name: 'Discard changes' }),
    );
    expect(transactions().value).toBe('4');
  });

  it('reopens a card on what was saved, so its next save carries the new version', async () => {
    const { api } = await openCompany();
    const limits = () => screen.getByRole('form', { name: 'Limits' });
    await typeInto(transactions, '5');
    await userEvent.click(within(limits()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.current().settingsVersion).toBe((company.settingsVersion ?? 0) + 1));

    await waitFor(() => expect(transactions().disabled).toBe(false));
    expect(transactions().value).toBe('5');
    await typeInto(transactions, '6');
    await userEvent.click(within(limits()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.current().settings.transactionLimitPerPayPeriod).toBe(6));
    expect(api.saves().map((request) => (request.body as { expectedVersion: number }).expectedVersion)).toEqual([3, 4]);
  });
});

describe('the fees workers pay', () => {
  it('are refused above 10 % under the field before anything is sent', async () => {
    const { api } = await openCompany();
    await typeInto(employeeFee, '100');
    await userEvent.click(
      within(screen.getByRole('form', { name: 'Funding and fees' })).getByRole('button', { name: 'Save' }),
    );
    expect(await screen.findByText('A fee workers pay is at most 10 %: enter a percent from 0 to 10.')).toBeTruthy();
    expect(employeeFee().getAttribute('aria-invalid')).toBe('true');
    expect(api.saves()).toEqual([]);

    await typeInto(employeeFee, '10');
    await userEvent.click(
      within(screen.getByRole('form', { name: 'Funding and fees' })).getByRole('button', { name: 'Save' }),
    );
    await waitFor(() => expect(api.current().settings.employeeFeePercent).toBe(10));
  });
});
