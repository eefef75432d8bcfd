import type { TipRule, ValidationError } from '@cuadre/domain';
import { validateTipRules as validateRules } from '@cuadre/domain';

// §5: the editor's rules checked by the domain, with /rules/{i}/… paths.
export function validateTipRules(rules: readonly TipRule[]): ValidationError[] {
  return validateRules(rules, '/rules');
}

// The first message for a rule's role and for its automatic disbursement.
export function errorAtRule(
  errors: readonly ValidationError[],
  index: number,
): { role?: string; automaticDisbursement?: string } {
  const at = (field: string) => errors.find((error) => error.path === `/rules/${index}/${field}`)?.message;
  const role = at('role');
  const automaticDisbursement = at('automaticDisbursement');
  return {
    ...(role === undefined ? {} : { role }),
    ...(automaticDisbursement === undefined ? {} : { automaticDisbursement }),
  };
}
