import { useState, type FocusEvent, type KeyboardEvent } from 'react';
import { deferred, useDeferredOnDemand } from '../../utils/deferred.ts';
import { defaultCalendarLabels, type CalendarLabels } from './calendarLabels.ts';
import { DatePickerField } from './DatePickerField.tsx';
import type { DateSegmentType } from './fieldSegments.ts';

export interface DatePickerProps {
  label: string;
  /** A calendar date, YYYY-MM-DD. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
  minValue?: string;
  maxValue?: string;
  description?: string;
  errorMessage?: string;
  required?: boolean;
  disabled?: boolean;
  hideLabel?: boolean;
  name?: string;
  openCalendarLabel?: string;
  calendarLabels?: CalendarLabels;
  className?: string;
}

/** What of the field has the focus: a segment of the date or the calendar button. */
export type DatePickerPart = DateSegmentType | 'button';

const control = deferred(() => import('./DatePickerControl.tsx'));

function focusedPart(event: FocusEvent<HTMLElement>): DatePickerPart | null {
  const target = event.target;
  if (target instanceof HTMLButtonElement) return 'button';
  const type = target.getAttribute('data-type');
  return type === 'month' || type === 'day' || type === 'year' ? type : null;
}

/**
 * A calendar date; "today" is Puerto Rico's (America/Puerto_Rico) whatever the browser's zone. The field paints at
 * once; its typing and calendar (react-aria) load when the browser is idle, or at once when the user reaches for it,
 * and are drawn when the user reaches for the field, taking over the focus, the keys typed and the value.
 */
export function DatePicker({
  openCalendarLabel = 'Open calendar',
  calendarLabels = defaultCalendarLabels,
  ...props
}: DatePickerProps) {
  // Code that arrives while the page sits idle is kept, not drawn: the shell looks the same, and mounting react-aria's
  // field unasked is a long task of its own in the page's first seconds (Lighthouse counted it in /tips/home's TBT).
  const [arrived] = useDeferredOnDemand(control);
  const [reached, setReached] = useState<typeof arrived>();
  const [focus, setFocus] = useState<DatePickerPart | null>(null);
  const [opening, setOpening] = useState(false);
  // What is typed into a segment before the interactive part has loaded, handed to it to type again.
  const [typed] = useState<string[]>(() => []);
  const loaded = reached ?? arrived;
  // What the user reached for is drawn at once, not when the browser is next idle.
  const reach = (open: boolean) => {
    if (open) setOpening(true);
    void control.load().then(
      (module) => setReached(() => module),
      () => setOpening(false),
    );
  };
  if (loaded) {
    return (
      <loaded.DatePickerControl
        {...props}
        openCalendarLabel={openCalendarLabel}
        calendarLabels={calendarLabels}
        defaultOpen={opening}
        takeFocus={focus}
        typedKeys={typed}
      />
    );
  }
  return (
    <DatePickerField
      {...props}
      openCalendarLabel={openCalendarLabel}
      onFocus={(event) => {
        const part = focusedPart(event);
        setFocus(part);
        // A mouse press focuses the button before it releases, and swapping the button in between would lose the
        // click: it only loads. A segment, or the button reached by keyboard, is handed over at once.
        if (part === 'button' && !event.target.matches(':focus-visible')) void control.load().catch(() => undefined);
        else if (part) reach(false);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocus(null);
      }}
      onOpenCalendar={() => reach(true)}
      onKeyDown={(event: KeyboardEvent<HTMLElement>) => {
        if (event.ctrlKey || event.metaKey || event.altKey) return;
        if (event.key.length !== 1 && event.key !== 'Backspace') return;
        event.preventDefault();
        typed.push(event.key);
      }}
    />
  );
}
