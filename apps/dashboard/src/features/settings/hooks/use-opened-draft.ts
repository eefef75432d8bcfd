import { useCallback, useState } from 'react';

type OpenedDraft<Data, Draft> = { opened: Data; draft: Draft; reopening: boolean };

export type OpenedDraftForm<Data, Draft> = {
  /** The server data the form was opened on: its version is the one a save sends. */
  opened: Data;
  draft: Draft;
  /** The draft differs from what the form was opened on. */
  dirty: boolean;
  edit: (change: (draft: Draft) => Draft) => void;
  /** Drops the unsaved edits; the form then follows the server again. */
  discard: () => void;
  /** After a save: the next server data replaces the opened data and the draft, edited or not. */
  reopen: () => void;
};

const same = (left: unknown, right: unknown): boolean => JSON.stringify(left) === JSON.stringify(right);

// A form opened on server data: a refetch refreshes it only while it has no unsaved edits, so an edit is never
// lost and its save carries the version it was made on (a colleague's newer save then answers 409).
export function useOpenedDraft<Data, Draft>(
  latest: Data,
  draftOf: (data: Data) => Draft,
): OpenedDraftForm<Data, Draft> {
  const [state, setState] = useState<OpenedDraft<Data, Draft>>(() => ({
    opened: latest,
    draft: draftOf(latest),
    reopening: false,
  }));
  const dirty = !same(state.draft, draftOf(state.opened));
  if ((!dirty || state.reopening) && !same(state.opened, latest)) {
    setState({ opened: latest, draft: draftOf(latest), reopening: false });
  }

  const edit = useCallback(
    (change: (draft: Draft) => Draft) => setState((previous) => ({ ...previous, draft: change(previous.draft) })),
    [],
  );
  const discard = useCallback(
    () => setState((previous) => ({ ...previous, draft: draftOf(previous.opened), reopening: false })),
    [draftOf],
  );
  const reopen = useCallback(() => setState((previous) => ({ ...previous, reopening: true })), []);
  return { opened: state.opened, draft: state.draft, dirty, edit, discard, reopen };
}
