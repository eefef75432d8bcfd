import { describe, expect, it } from 'vitest';
import type { Toast, ToastAction, ToastState } from './toasts.ts';
import {
  INITIAL_TOAST_STATE,
  isSwipeDismiss,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  toastIdsToScheduleRemoval,
  toastReducer,
} from './toasts.ts';

const toast = (id: string, overrides: Partial<Toast> = {}): Toast => ({
  id,
  variant: 'default',
  open: true,
  title: id,
  ...overrides,
});
const state = (...toasts: Toast[]): ToastState => ({ toasts });

describe('toast constants (§9)', () => {
  it('keeps one visible toast, closes after 5 s, removes dismissed ones after 1,000,000 ms, swipes at 50 px', () => {
    expect([TOAST_LIMIT, TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS, TOAST_SWIPE_THRESHOLD_PX]).toEqual([
      1, 5000, 1_000_000, 50,
    ]);
  });
});

describe('toastReducer (§4)', () => {
  const cases: [string, ToastState, ToastAction, ToastState][] = [
    [
      'adding to an empty list shows the toast',
      INITIAL_TOAST_STATE,
      { type: 'add', toast: toast('a') },
      state(toast('a')),
    ],
    [
      'a new toast replaces the previous one',
      state(toast('a')),
      { type: 'add', toast: toast('b', { variant: 'success' }) },
      state(toast('b', { variant: 'success' })),
    ],
    [
      'adding an existing id keeps a single copy',
      state(toast('a')),
      { type: 'add', toast: toast('a', { title: 'again' }) },
      state(toast('a', { title: 'again' })),
    ],
    [
      'updating merges fields into the matching toast',
      state(toast('a')),
      { type: 'update', toast: { id: 'a', variant: 'destructive' } },
      state(toast('a', { variant: 'destructive' })),
    ],
    [
      'updating an unknown id changes nothing',
      state(toast('a')),
      { type: 'update', toast: { id: 'z', title: 'x' } },
      state(toast('a')),
    ],
    [
      'dismissing marks the toast closed',
      state(toast('a')),
      { type: 'dismiss', id: 'a' },
      state(toast('a', { open: false })),
    ],
    ['dismissing another id leaves it open', state(toast('a')), { type: 'dismiss', id: 'b' }, state(toast('a'))],
    [
      'dismissing without an id closes all',
      state(toast('a'), toast('b')),
      { type: 'dismiss' },
      state(toast('a', { open: false }), toast('b', { open: false })),
    ],
    ['removing drops the toast', state(toast('a'), toast('b')), { type: 'remove', id: 'a' }, state(toast('b'))],
    ['removing without an id drops all', state(toast('a'), toast('b')), { type: 'remove' }, state()],
  ];

  it.each(cases)('%s', (_name, before, action, after) => {
    expect(toastReducer(before, action)).toEqual(after);
  });

  it('never mutates the previous state', () => {
    const before = state(toast('a'));
    const frozen = structuredClone(before);
    toastReducer(before, { type: 'dismiss' });
    expect(before).toEqual(frozen);
  });
});

describe('toastIdsToScheduleRemoval (§4)', () => {
  it.each([
    ['a dismissed open toast needs a removal timer', state(toast('a')), { type: 'dismiss', id: 'a' }, ['a']],
    [
      'dismiss-all schedules every open toast',
      state(toast('a'), toast('b', { open: false })),
      { type: 'dismiss' },
      ['a'],
    ],
    [
      'an update that closes a toast schedules it',
      state(toast('a')),
      { type: 'update', toast: { id: 'a', open: false } },
      ['a'],
    ],
    [
      'an update that keeps it open schedules nothing',
      state(toast('a')),
      { type: 'update', toast: { id: 'a', title: 'x' } },
      [],
    ],
    [
      'an update of another toast schedules nothing',
      state(toast('a')),
      { type: 'update', toast: { id: 'b', open: false } },
      [],
    ],
    ['adding schedules nothing', state(toast('a')), { type: 'add', toast: toast('b') }, []],
    ['removing schedules nothing', state(toast('a')), { type: 'remove', id: 'a' }, []],
    [
      'an already closed toast is not scheduled twice',
      state(toast('a', { open: false })),
      { type: 'dismiss', id: 'a' },
      [],
    ],
  ] as [string, ToastState, ToastAction, string[]][])('%s', (_name, before, action, ids) => {
    expect(toastIdsToScheduleRemoval(before, action)).toEqual(ids);
  });
});

describe('isSwipeDismiss (§4, §9)', () => {
  it.each([
    [49, false],
    [50, true],
    [-80, true],
    [0, false],
  ])('a swipe of %i px dismisses: %s', (distance, dismissed) => {
    expect(isSwipeDismiss(distance)).toBe(dismissed);
  });
});
