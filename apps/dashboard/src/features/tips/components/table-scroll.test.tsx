import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TableScroll } from './ui-bits.tsx';

describe('a tips table while its next rows load', () => {
  it('keeps the previous rows and says it is busy', () => {
    render(
      <TableScroll label="Tips history" refreshing>
        <table>
          <tbody>
            <tr>
              <td>Ana</td>
            </tr>
          </tbody>
        </table>
      </TableScroll>,
    );
    expect(screen.getByRole('group', { name: 'Tips history' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('cell', { name: 'Ana' })).toBeTruthy();
  });

  it('is not busy once they are in', () => {
    render(<TableScroll label="Tips history">{null}</TableScroll>);
    expect(screen.getByRole('group', { name: 'Tips history' }).hasAttribute('aria-busy')).toBe(false);
  });
});
