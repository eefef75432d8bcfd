import type { SettingsTranslate } from '../messages.ts';
import type { FieldError } from '../utils/settings-form.ts';

// The message shown under a field the form refused.
export function fieldErrorMessage(t: SettingsTranslate, error: FieldError): string {
  switch (error.code) {
    case 'required':
      return t('settings.error.required');
    case 'percent':
      return t('settings.error.percent');
    case 'percent-decimals':
      return t('settings.error.percentDecimals');
    case 'percent-max':
      return t('settings.error.percentMax', { max: error.max });
    case 'amount':
      return t('settings.error.amount');
    case 'whole-number':
      return t('settings.error.wholeNumber', { min: error.min, max: error.max });
    case 'email':
      return t('settings.error.email', { value: error.value });
    case 'too-many-emails':
      return t('settings.error.tooManyEmails');
    case 'date':
      return t('settings.error.date');
    case 'too-long':
      return t('settings.error.tooLong', { max: error.max });
    default:
      return error satisfies never;
  }
}
