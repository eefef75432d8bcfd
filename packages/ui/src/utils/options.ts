export interface Option {
  value: string;
  label: string;
  disabled?: boolean;
}

// §5: an option may not have an empty value; it could not be told apart from "nothing selected".
export function assertOptionValues(component: string, options: readonly Option[]): void {
  const empty = options.find((option) => option.value === '');
  if (empty) {
    throw new Error(
      `${component}: the option "${empty.label}" has an empty value. Options need a non-empty value (for "all" or "none", use a value such as "all").`,
    );
  }
}
