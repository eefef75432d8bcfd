import { describe, expect, it } from 'vitest';
import { shortCorrelationId } from './correlation-id.ts';

describe('a correlation id in a table cell', () => {
  it('keeps its start and end around an ellipsis', () => {
    expect(shortCorrelationId('split-103-2026-11-20-638c9c90')).toBe('split-10…8c9c90');
  });

  it('stays whole when it is already short', () => {
    expect(shortCorrelationId('corr-1234567890a')).toBe('corr-1234567890a');
  });
});
