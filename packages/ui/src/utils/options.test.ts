import { describe, expect, it } from 'vitest';
import { assertOptionValues } from './options.ts';

describe('dropdown options', () => {
  it('rejects an option with an empty value, naming the component and the option', () => {
    expect(() => assertOptionValues('Select "Worker group"', [{ value: '', label: 'All groups' }])).toThrow(
      'Select "Worker group": the option "All groups" has an empty value.',
    );
  });

  it('accepts options that all have a value', () => {
    expect(() => assertOptionValues('Select', [{ value: 'all', label: 'All groups' }])).not.toThrow();
  });
});
