import { validateDropdownOptions } from '@cuadre/domain';

export interface Option {
  value: string;
  label: string;
  disabled?: boolean;
}

// §5 (the domain's `validateDropdownOptions`): an option may not have an empty value; it could not be told apart from
// "nothing selected".
export function assertOptionValues(component: string, options: readonly Option[]): void {
  const [error] = validateDropdownOptions(options);
  if (error === undefined) return;
  const empty = options[Number(error.path.split('/')[2])]!;
  throw new Error(
    `${component}: the option "${empty.label}" has an empty value. Options need a non-empty value (for "all" or "none", use a value such as "all").`,
  );
}
