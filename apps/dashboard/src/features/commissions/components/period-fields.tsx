import { DatePicker } from '@cuadre/ui';
import { useCalendarLabels } from './labels.ts';

type Period = { startDate: string; endDate: string };

// A period's first and last day, side by side in the caller's row; a problem with the dates shows under the first.
export function PeriodFields({
  period,
  startLabel,
  endLabel,
  errorMessage,
  onChange,
}: {
  period: Period;
  startLabel: string;
  endLabel: string;
  errorMessage?: string | undefined;
  onChange: (change: Partial<Period>) => void;
}) {
  const calendar = useCalendarLabels();
  return (
    <>
      <DatePicker
        {...calendar}
        label={startLabel}
        value={period.startDate}
        errorMessage={errorMessage}
        onChange={(value) => onChange({ startDate: value ?? '' })}
      />
      <DatePicker
        {...calendar}
        label={endLabel}
        value={period.endDate}
        onChange={(value) => onChange({ endDate: value ?? '' })}
      />
    </>
  );
}
