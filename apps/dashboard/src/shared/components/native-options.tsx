import type { DropdownOption } from '@cuadre/domain';
import { validateDropdownOptions } from '@cuadre/domain';

// §5: what an "All …" or a "Choose …" option holds, since no option may have an empty value.
export const ALL_OPTION = 'all';
export const NO_CHOICE_OPTION = 'none';

// A choice held as '' while it is "all" (or not made yet) is shown under the named value, and read back from it.
export const shownOption = (value: string, none: string = ALL_OPTION): string => (value === '' ? none : value);
export const chosenOption = (value: string, none: string = ALL_OPTION): string => (value === none ? '' : value);

export type NativeOption = DropdownOption & { lang?: string; disabled?: boolean };

/**
 * §5: the options of a native select, checked with the domain's rule. In development and tests an empty value stops
 * the page with a message naming the select and the option; in production such an option, which could not be told
 * apart from "nothing chosen", is left out.
 */
export function checkedOptions<Option extends NativeOption>(
  select: string,
  options: readonly Option[],
): readonly Option[] {
  const errors = validateDropdownOptions(options);
  if (errors.length === 0) return options;
  const empty = new Set(errors.map((error) => Number(error.path.split('/')[2])));
  if (!import.meta.env.PROD) {
    const labels = [...empty].map((index) => `"${options[index]!.label}"`).join(', ');
    throw new Error(
      `The select "${select}" has an option with an empty value (${labels}): ${errors[0]!.message} Use a value such as "${ALL_OPTION}" or "${NO_CHOICE_OPTION}".`,
    );
  }
  return options.filter((_, index) => !empty.has(index));
}

// The <option>s of a native select, checked as `checkedOptions` says.
export function NativeOptions({ select, options }: { select: string; options: readonly NativeOption[] }) {
  return checkedOptions(select, options).map((option) => (
    <option key={option.value} value={option.value} lang={option.lang} disabled={option.disabled}>
      {option.label}
    </option>
  ));
}
