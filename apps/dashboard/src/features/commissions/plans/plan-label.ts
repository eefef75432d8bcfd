import type { Schemas } from '@cuadre/api-client';
import type { CommissionsMessageKey } from '../messages.ts';

// "Costa Toyota · Sales · Any title": where a plan applies, each level it leaves open said as "any".
export function planPlacement(
  plan: Pick<Schemas['CommissionPlan'], 'brand' | 'department' | 'title'>,
  t: (key: CommissionsMessageKey) => string,
): string {
  return [
    plan.brand ?? t('commissions.plans.anyBrand'),
    plan.department ?? t('commissions.plans.anyDepartment'),
    plan.title ?? t('commissions.plans.anyTitle'),
  ].join(' · ');
}
