// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SortLabel } from './SortLabel.tsx';

afterEach(cleanup);

// The icon stands in for the sort arrow; what matters is which word shares its unbreakable span.
const icon = <svg data-testid="icon" />;
const unbreakable = (container: HTMLElement) => container.querySelector('span')!;

describe('a sortable header label', () => {
  it('keeps its icon with its last word, so a label on two lines never leaves the icon alone', () => {
    const { container } = render(<SortLabel label="Núm. de nómina" icon={icon} iconFirst={false} />);
    expect(container.textContent).toBe('Núm. de nómina');
    expect(unbreakable(container).textContent).toBe('nómina');
    expect(unbreakable(container).lastElementChild?.getAttribute('data-testid')).toBe('icon');
  });

  it('keeps a leading icon with the first word, as right-aligned columns draw it', () => {
    const { container } = render(<SortLabel label="Balance pendiente" icon={icon} iconFirst />);
    expect(container.textContent).toBe('Balance pendiente');
    expect(unbreakable(container).textContent).toBe('Balance');
    expect(unbreakable(container).firstElementChild?.getAttribute('data-testid')).toBe('icon');
  });

  it('keeps a one-word label whole beside its icon', () => {
    const { container } = render(<SortLabel label="Empleados" icon={icon} iconFirst={false} />);
    expect(unbreakable(container).textContent).toBe('Empleados');
    expect(container.textContent).toBe('Empleados');
  });
});
