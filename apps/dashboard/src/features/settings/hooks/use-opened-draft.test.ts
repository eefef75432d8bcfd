import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOpenedDraft } from './use-opened-draft.ts';

type Group = { city: string; version: number };

const draftOf = (group: Group) => ({ city: group.city });
const opened: Group = { city: 'Bayamón', version: 1 };
const newer: Group = { city: 'Guaynabo', version: 2 };

function openForm() {
  return renderHook(({ latest }) => useOpenedDraft(latest, draftOf), { initialProps: { latest: opened } });
}

describe('a form opened on server data', () => {
  it('follows newer server data while it has no unsaved edits', () => {
    const form = openForm();
    form.rerender({ latest: newer });
    expect(form.result.current).toMatchObject({ opened: newer, draft: { city: 'Guaynabo' }, dirty: false });
  });

  it('keeps an unsaved edit and the version it was made on when newer server data arrives', () => {
    const form = openForm();
    act(() => form.result.current.edit(() => ({ city: 'Caguas' })));
    form.rerender({ latest: newer });
    expect(form.result.current).toMatchObject({ opened, draft: { city: 'Caguas' }, dirty: true });
  });

  it('follows the server again once the edit is discarded', () => {
    const form = openForm();
    act(() => form.result.current.edit(() => ({ city: 'Caguas' })));
    form.rerender({ latest: newer });
    act(() => form.result.current.discard());
    expect(form.result.current).toMatchObject({ opened: newer, draft: { city: 'Guaynabo' }, dirty: false });
  });

  it('after a save, reopens on the next server data though the draft still differs from the old', () => {
    const form = openForm();
    act(() => form.result.current.edit(() => ({ city: ' Caguas ' })));
    act(() => form.result.current.reopen());
    expect(form.result.current.draft).toEqual({ city: ' Caguas ' });
    form.rerender({ latest: { city: 'Caguas', version: 2 } });
    expect(form.result.current).toMatchObject({
      opened: { city: 'Caguas', version: 2 },
      draft: { city: 'Caguas' },
      dirty: false,
    });

    act(() => form.result.current.edit(() => ({ city: 'Ponce' })));
    form.rerender({ latest: { city: 'Cayey', version: 3 } });
    expect(form.result.current.draft).toEqual({ city: 'Ponce' });
  });
});
