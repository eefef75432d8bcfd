import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PeriodText } from './period-text.tsx';

// What the two lines are made of: each side one unbreakable piece, the dash ending the first.
const sides = (container: HTMLElement) =>
  [...container.querySelectorAll('span > span')].map((side) => side.textContent?.replace(/\s/g, ' '));

describe('a pay period in a table cell', () => {
  it('breaks a long Spanish period at its dash only, never inside a date', () => {
    const { container } = render(<PeriodText startDate="2026-08-31" endDate="2026-09-13" locale="es" />);
    expect(sides(container)).toEqual(['31 de ago –', '13 de sept de 2026']);
    expect(container.firstElementChild?.getAttribute('title')?.replace(/\s/g, ' ')).toBe(
      '31 de ago – 13 de sept de 2026',
    );
  });

  it('says both years of a period across New Year, each side whole', () => {
    const { container } = render(<PeriodText startDate="2025-12-29" endDate="2026-01-11" locale="en" />);
    expect(sides(container)).toEqual(['Dec 29, 2025 –', 'Jan 11, 2026']);
  });

  it('shows a period of one day as that day', () => {
    const { container } = render(<PeriodText startDate="2026-11-09" endDate="2026-11-09" locale="en" />);
    expect(sides(container)).toEqual([]);
    expect(container.textContent).toBe('Nov 9, 2026');
  });
});
