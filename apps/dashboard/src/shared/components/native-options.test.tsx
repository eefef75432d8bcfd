import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ALL_OPTION,
  checkedOptions,
  chosenOption,
  NativeOptions,
  NO_CHOICE_OPTION,
  shownOption,
} from './native-options.tsx';

describe('the options of a native select (§5)', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('renders every option with its own value, "All" under a named value', () => {
    render(
      <select aria-label="Status" defaultValue={ALL_OPTION}>
        <NativeOptions
          select="Status"
          options={[
            { value: ALL_OPTION, label: 'All statuses' },
            { value: 'paid', label: 'Paid' },
          ]}
        />
      </select>,
    );
    expect(
      screen.getAllByRole('option').map((option) => [(option as HTMLOptionElement).value, option.textContent]),
    ).toEqual([
      ['all', 'All statuses'],
      ['paid', 'Paid'],
    ]);
  });

  it('stops on an option with an empty value, naming the select and the option', () => {
    expect(() =>
      checkedOptions('Brand', [
        { value: '', label: 'Any brand' },
        { value: 'Toyota', label: 'Toyota' },
      ]),
    ).toThrow(
      'The select "Brand" has an option with an empty value ("Any brand"): A dropdown option may not have an empty value. Use a value such as "all" or "none".',
    );
    expect(() => checkedOptions('Role', [{ value: '  ', label: 'Choose a role' }])).toThrow(/"Role".*"Choose a role"/);
  });

  it('leaves such an option out in production, where stopping the page would help nobody', () => {
    vi.stubEnv('PROD', true);
    expect(
      checkedOptions('Brand', [
        { value: '', label: 'Any brand' },
        { value: 'Toyota', label: 'Toyota' },
      ]),
    ).toEqual([{ value: 'Toyota', label: 'Toyota' }]);
  });

  it('shows a choice held as nothing under the named value, and reads it back as nothing', () => {
    expect(shownOption('')).toBe('all');
    expect(shownOption('Toyota')).toBe('Toyota');
    expect(chosenOption('all')).toBe('');
    expect(chosenOption('Toyota')).toBe('Toyota');
    expect(shownOption('', NO_CHOICE_OPTION)).toBe('none');
    expect(chosenOption('none', NO_CHOICE_OPTION)).toBe('');
  });
});
