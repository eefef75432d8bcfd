// §8: shown as an alert before sign-out when company info fails or no page is allowed.
export const NOT_AUTHORIZED_MESSAGE = 'You are not authorized to access this page.';

// §1: overlay on small screens.
export const DESKTOP_ONLY_MESSAGE = 'This site is best viewed on a Desktop Computer.';

// §2: label of the tips worker-group selector.
export const SELECT_GROUP_LABEL = 'Select Group';

// §5: tip role rule.
export const AUTOMATIC_DISBURSEMENT_REQUIRES_ACCUMULATE_TIPS_MESSAGE =
  'To enable Automatic Disbursement you need to enable Accumulate Tips';

// §5: tip rule list.
export function duplicatedRoleMessage(role: string): string {
  return `Duplicated role on tip rule: ${role}`;
}

// The role rules of an irsi worker group, worded as the spec words the tip rule list's duplicate.
export function duplicatedJobCodeMessage(jobcode: string): string {
  return `Duplicated job code on role rule: ${jobcode}`;
}

// Messages below are not fixed by the spec; the wording is ours.
export const ROLE_REQUIRED_MESSAGE = 'Role is required.';
export const ROLE_TOO_LONG_MESSAGE = 'A role has at most 100 characters.';
export const JOB_CODE_MESSAGE = 'A job code is a whole number from 0 to 999999.';
export const ROLE_WITHOUT_USE_MESSAGE =
  'Choose what the role does (receives tips, in reports, paid out), or remove it.';
export const EMPTY_DROPDOWN_VALUE_MESSAGE = 'A dropdown option may not have an empty value.';
export const REQUIRED_MESSAGE = 'This field is required.';
export const BALANCE_VALUE_REQUIRED_MESSAGE = 'Enter a balance to compare with.';
export const NOT_CENTS_MESSAGE = 'Must be a whole number of cents.';
export const NEGATIVE_AMOUNT_MESSAGE = 'Must not be negative.';
export const NO_RECIPIENTS_MESSAGE = 'Choose at least one worker to split with.';
export const DUPLICATE_RECIPIENT_MESSAGE = 'This worker appears more than once.';
export const PERCENT_RANGE_MESSAGE = 'Must be between 0 and 100.';
export const PERCENTAGES_NOT_100_MESSAGE = 'Percentages must add up to 100.';
export const AMOUNT_OVER_TOTAL_MESSAGE = 'Must not exceed the amount being split.';
export const CUSTOM_AMOUNTS_OVER_TOTAL_MESSAGE = 'Custom amounts add up to more than the amount being split.';
export const ZERO_HOURS_MESSAGE = 'Hours must add up to more than zero.';
export const NOT_A_NUMBER_MESSAGE = 'Must be a number.';
export const TOO_MANY_DECIMALS_MESSAGE = 'Use at most 4 decimal places.';
export const STEP_RANGE_MESSAGE = 'The maximum must be greater than the minimum.';
export const STEP_OVERLAP_MESSAGE = 'Tiered steps must not overlap.';
export const UNKNOWN_LINE_MESSAGE = 'No commission line has this name.';
export const DUPLICATE_LINE_MESSAGE = 'Another commission line has this name.';
export const LINE_UNITS_MISMATCH_MESSAGE = 'The lines measure different units.';
export const LINE_CYCLE_MESSAGE = 'Commission lines refer to each other in a loop.';
export const PERCENTAGE_NEEDS_DOLLARS_MESSAGE = 'A percentage commission needs a dollars input.';
export const NOT_WHOLE_COUNT_MESSAGE = 'A count must be a whole number.';
export const HOURS_HUNDREDTHS_MESSAGE = 'Hours are counted to the hundredth of an hour.';
export const CHARGEBACK_ONLY_NEGATIVE_MESSAGE =
  'Must not be negative: only a chargeback line of the plan takes negative values.';
export const VALUE_TOO_LARGE_MESSAGE =
  'Is too large to be right: money stays under $100,000,000.00 and counts under 100,000,000.';
export const NEGATIVE_SALE_MESSAGE = 'A sale amount cannot be negative.';
export const VEHICLE_SALE_NOT_POSITIVE_MESSAGE = 'A vehicle deal needs a sale amount above $0.00.';
export const GROSS_OVER_SALE_MESSAGE = 'The gross profit cannot be more than the sale amount.';
export const LOSS_OVER_SALE_MESSAGE = 'A loss cannot be larger than the sale amount itself.';
