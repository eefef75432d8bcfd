import type { Schemas } from '@cuadre/api-client';
import { Select } from '@cuadre/ui';
import { ALL_OPTION, chosenOption, shownOption } from '../../../shared/components/native-options.tsx';
import * as styles from './commissions.css.ts';

type Position = { brand: string; department: string; title: string };
type Labels = Record<keyof Position, string>;

// Brand, department and title chosen from the company's structure, each narrowing the next: a department waits for a
// brand, a title for a department, and a new brand or department clears what depended on it. "All"/"any" is ''.
export function PositionSelects({
  brands,
  value,
  labels,
  allLabels,
  errorMessage,
  onChange,
}: {
  brands: readonly Schemas['BrandStructure'][];
  value: Position;
  labels: Labels;
  allLabels: Labels;
  errorMessage?: (field: keyof Position) => string | undefined;
  onChange: (change: Partial<Position>) => void;
}) {
  const departments = brands.find((brand) => brand.name === value.brand)?.departments ?? [];
  const titles = departments.find((department) => department.name === value.department)?.titles ?? [];
  return (
    <>
      <Select
        className={styles.filter}
        label={labels.brand}
        value={shownOption(value.brand)}
        errorMessage={errorMessage?.('brand')}
        onValueChange={(next) => onChange({ brand: chosenOption(next), department: '', title: '' })}
        options={[
          { value: ALL_OPTION, label: allLabels.brand },
          ...brands.map((brand) => ({ value: brand.name, label: brand.name })),
        ]}
      />
      <Select
        className={styles.filter}
        label={labels.department}
        value={shownOption(value.department)}
        disabled={value.brand === ''}
        errorMessage={errorMessage?.('department')}
        onValueChange={(next) => onChange({ department: chosenOption(next), title: '' })}
        options={[
          { value: ALL_OPTION, label: allLabels.department },
          ...departments.map((department) => ({ value: department.name, label: department.name })),
        ]}
      />
      <Select
        className={styles.filter}
        label={labels.title}
        value={shownOption(value.title)}
        disabled={value.department === ''}
        errorMessage={errorMessage?.('title')}
        onValueChange={(next) => onChange({ title: chosenOption(next) })}
        options={[
          { value: ALL_OPTION, label: allLabels.title },
          ...titles.map((title) => ({ value: title.name, label: title.name })),
        ]}
      />
    </>
  );
}
