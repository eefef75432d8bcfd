import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { companyState } from '../../../shared/states/company-state.ts';
import { visibleSections } from '../hooks/use-settings-session.ts';
import { company, fakeSettingsApi, owner, renderSettings, staff } from '../test/settings-fixtures.tsx';

const form = () => screen.findByRole('form', { name: 'Company features' });
const codes = () => screen.getByLabelText('irsi worker groups') as HTMLInputElement;

async function openFeatures() {
  const api = fakeSettingsApi(company);
  const rendered = renderSettings(staff, api.answer, 'features', { internalStaff: true });
  const section = await form();
  return { api, section, ...rendered };
}

describe('Settings → Company features', () => {
  it('is a section for the provider’s staff only', () => {
    expect(visibleSections(staff, true)).toContain('features');
    expect(visibleSections(owner, false)).not.toContain('features');
    expect(visibleSections({ ...owner, role: 'tips-admin', permissions: ['tips-admin'] }, false)).not.toContain(
      'features',
    );
  });

  it('names a worker group code that is not one, and sends nothing', async () => {
    const { api, section } = await openFeatures();
    await userEvent.type(codes(), '103, 1.3');
    await userEvent.click(within(section).getByRole('button', { name: 'Save' }));
    expect(
      await within(section).findByText('“1.3” is not a worker group code: use letters, digits and dashes, at most 32.'),
    ).toBeTruthy();
    expect(within(section).getByText('Fix the highlighted fields; nothing was saved.')).toBeTruthy();
    expect(api.saves()).toEqual([]);
  });

  it('saves the features with the version it showed, and the frame follows them at once', async () => {
    const { api, section, store } = await openFeatures();
    await userEvent.click(within(section).getByRole('switch', { name: 'Insights in Commissions' }));
    await userEvent.type(codes(), '103 113');
    await userEvent.click(within(section).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Company features saved')).toBeTruthy();
    expect(api.saves().map((request) => request.body)).toEqual([
      {
        features: { ...company.features, insights: true, irsiWorkerGroupCodes: ['103', '113'] },
        expectedVersion: company.settingsVersion,
      },
    ]);
    expect(store.get(companyState)?.features).toEqual({
      ...company.features,
      insights: true,
      irsiWorkerGroupCodes: ['103', '113'],
    });
    await waitFor(() => expect(codes().value).toBe('103, 113'));
  });

  it('says someone else saved first when the server answers 409, and changes nothing on screen', async () => {
    const { api, section, store } = await openFeatures();
    api.saveElsewhere((current) => ({ ...current, settingsVersion: (current.settingsVersion ?? 0) + 1 }));
    await userEvent.click(within(section).getByRole('switch', { name: 'Payroll Activity in Tips' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText('Someone else changed these settings')).toBeTruthy();
    expect(store.get(companyState)?.features).toEqual(company.features);
  });
});
