import { Checkbox, Stack } from '@cuadre/ui';
import { useEwaT } from '../messages.ts';
import { EMPLOYEE_COLUMNS, type EmployeeColumn } from './employee-columns.ts';
import { columnLabel } from './employee-labels.ts';

// The roster's column choices, one checkbox a column; the name column is always shown.
export function ColumnChoices({
  columns,
  onToggle,
}: {
  columns: readonly EmployeeColumn[];
  onToggle: (column: EmployeeColumn, on: boolean) => void;
}) {
  const t = useEwaT();
  return (
    <Stack space="xsmall">
      {EMPLOYEE_COLUMNS.map((column) => (
        <Checkbox
          key={column}
          checked={columns.includes(column)}
          disabled={column === 'name'}
          onChange={(checked) => onToggle(column, checked)}
        >
          {columnLabel(t, column)}
        </Checkbox>
      ))}
    </Stack>
  );
}
