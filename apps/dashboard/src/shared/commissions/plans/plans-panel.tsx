import type { Schemas } from '@cuadre/api-client';
import type { Problem } from '../api/commissions-api.ts';
import { queryKeys } from '@cuadre/api-client';
import type { ValidationError } from '@cuadre/domain';
import { BATCH_APPROVE_PERMISSIONS, hasAnyPermission } from '@cuadre/domain';
import { Button } from '@cuadre/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useCommissionsApi } from '../api/commissions-api.ts';
import type { BatchArea } from '../area.ts';
import * as styles from '../components/commissions.css.ts';
import { DataTable } from '../components/data-table.tsx';
import { Alert, Dialog, EmptyState, ErrorState, Field, Pill, SkeletonRows } from '../components/ui.tsx';
import { useCommissionsT } from '../messages.ts';
import { useCommissionsSession } from '../session/use-commissions-session.ts';
import type { LineDraft, StepDraft } from './plan-draft.ts';
import { emptyLine, lineToDraft, parseDrafts } from './plan-draft.ts';
import type { Plan } from './use-plans.ts';
import { usePlans } from './use-plans.ts';

// The compensation plans: each line with its type, units, origin, references and steps; approvers edit them.
export function PlansPanel({ area }: { area: BatchArea }) {
  const t = useCommissionsT();
  const session = useCommissionsSession();
  const plans = usePlans(area);
  const [editing, setEditing] = useState<Plan | null>(null);
  const canEdit = hasAnyPermission(session.user, BATCH_APPROVE_PERMISSIONS);
  const placement = (plan: Plan) => [plan.brand ?? t('commissions.plans.anyBrand'), plan.department ?? t('commissions.plans.anyDepartment'), plan.title ?? t('commissions.plans.anyTitle')].join(' · ');
  return (
    <section className={styles.card} role="tabpanel" aria-labelledby="tab-plans">
      {plans.isError ? (
        <div className={styles.cardBody}><ErrorState onRetry={() => void plans.refetch()} /></div>
      ) : plans.data === undefined ? (
        <SkeletonRows columns={5} label={t('commissions.loading')} />
      ) : plans.data.length === 0 ? (
        <EmptyState title={t('commissions.plans.empty')} description={t('commissions.plans.emptyDescription')} />
      ) : (
        <DataTable
          label={t('commissions.tab.plans')}
          rows={plans.data}
          rowKey={(plan) => plan.id}
          columns={[
            { id: 'placement', header: t('commissions.plans.placement'), cell: (plan) => <button type="button" className={styles.linkButton} onClick={() => setEditing(plan)}>{placement(plan)}</button> },
            { id: 'lines', header: t('commissions.plans.lines'), cell: (plan) => plan.lines.map((line) => line.name).join(', ') },
            { id: 'workers', header: t('commissions.plans.extraWorkers'), numeric: true, cell: (plan) => plan.workerIds.length },
            { id: 'active', header: t('commissions.column.status'), cell: (plan) => <Pill tone={plan.active ? 'positive' : 'neutral'}>{t(plan.active ? 'commissions.plans.active' : 'commissions.plans.inactive')}</Pill> },
          ]}
        />
      )}
      <Dialog side open={editing !== null} onOpenChange={(open) => (open ? undefined : setEditing(null))} title={editing ? placement(editing) : t('commissions.tab.plans')} description={canEdit ? t('commissions.plans.editDescription') : t('commissions.plans.viewDescription')}>
        {editing ? <PlanEditor key={editing.id} plan={editing} editable={canEdit} onDone={() => setEditing(null)} /> : null}
      </Dialog>
    </section>
  );
}

function PlanEditor({ plan, editable, onDone }: { plan: Plan; editable: boolean; onDone: () => void }) {
  const t = useCommissionsT();
  const { client } = useCommissionsApi();
  const queryClient = useQueryClient();
  const [lines, setLines] = useState<LineDraft[]>(() => plan.lines.map(lineToDraft));
  const [active, setActive] = useState(plan.active);
  const [errors, setErrors] = useState<ValidationError[]>([]);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [saving, setSaving] = useState(false);
  const errorAt = (path: string) => errors.find((error) => error.path === path)?.message;
  const lineErrors = (index: number) => errors.filter((error) => error.path.startsWith(`/lines/${index}`) && !error.path.includes('/steps/'));

  const setLine = (index: number, change: Partial<LineDraft>) => setLines((current) => current.map((line, position) => (position === index ? { ...line, ...change } : line)));
  const setStep = (index: number, stepIndex: number, change: Partial<StepDraft>) =>
    setLine(index, { steps: (lines[index]?.steps ?? []).map((step, position) => (position === stepIndex ? { ...step, ...change } : step)) });

  const save = async () => {
    const parsed = parseDrafts(lines);
    setErrors(parsed.errors);
    if (parsed.errors.length > 0) return;
    setSaving(true);
    setProblem(null);
    const body: Schemas['CommissionPlanInput'] = { companyId: plan.companyId, active, workerIds: plan.workerIds, brand: plan.brand, department: plan.department, title: plan.title, lines: parsed.lines };
    const { error } = await client.PUT('/compensation/compensation-plans/{planId}', { params: { path: { planId: plan.id } }, body });
    setSaving(false);
    if (error) {
      setProblem(error);
      return;
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.path('get', '/compensation/compensation-plans') }),
      queryClient.invalidateQueries({ queryKey: queryKeys.path('get', '/dynamic-commission/get-plans') }),
    ]);
    onDone();
  };

  const disabled = !editable;
  return (
    <form className={styles.page} onSubmit={(event) => { event.preventDefault(); void save(); }}>
      <label className={styles.checkboxLabel}>
        <input type="checkbox" checked={active} disabled={disabled} onChange={(event) => setActive(event.target.checked)} />
        {t('commissions.plans.active')}
      </label>
      {lines.map((line, index) => (
        <fieldset key={index} className={`${styles.card} ${styles.cardBody}`} disabled={disabled}>
          <legend className={styles.label}>{line.name || t('commissions.plans.newLine')}</legend>
          <div className={styles.toolbar}>
            <Field label={t('commissions.column.name')}>
              {(id) => (
                <>
                  <input id={id} className={styles.input} value={line.name} aria-invalid={errorAt(`/lines/${index}/name`) ? true : undefined} onChange={(event) => setLine(index, { name: event.target.value })} />
                </>
              )}
            </Field>
            <Field label={t('commissions.plans.rank')}>
              {(id) => (
                <>
                  <input id={id} className={styles.numberInput} type="number" min={0} max={1000} value={line.rank} onChange={(event) => setLine(index, { rank: Number(event.target.value) })} />
                </>
              )}
            </Field>
            <Field label={t('commissions.plans.stepType')}>
              {(id) => (
                <>
                  <select id={id} className={styles.select} value={line.type} onChange={(event) => setLine(index, { type: event.target.value as LineDraft['type'] })}>
                    <option value="tiered">{t('commissions.stepType.tiered')}</option>
                    <option value="volume">{t('commissions.stepType.volume')}</option>
                  </select>
                </>
              )}
            </Field>
            <Field label={t('commissions.plans.inputType')}>
              {(id) => (
                <>
                  <select id={id} className={styles.select} value={line.inputType} onChange={(event) => setLine(index, { inputType: event.target.value as LineDraft['inputType'] })}>
                    <option value="dollars">{t('commissions.inputType.dollars')}</option>
                    <option value="percentage">{t('commissions.inputType.percentage')}</option>
                    <option value="quantity">{t('commissions.inputType.quantity')}</option>
                  </select>
                </>
              )}
            </Field>
            <Field label={t('commissions.plans.commissionType')}>
              {(id) => (
                <>
                  <select id={id} className={styles.select} value={line.commissionType} onChange={(event) => setLine(index, { commissionType: event.target.value as LineDraft['commissionType'] })}>
                    <option value="dollars">{t('commissions.inputType.dollars')}</option>
                    <option value="percentage">{t('commissions.inputType.percentage')}</option>
                  </select>
                </>
              )}
            </Field>
            <Field label={t('commissions.input.origin')}>
              {(id) => (
                <>
                  <select id={id} className={styles.select} value={line.origin} onChange={(event) => setLine(index, { origin: event.target.value as LineDraft['origin'] })}>
                    <option value="dealer-system">{t('commissions.origin.dealer-system')}</option>
                    <option value="other">{t('commissions.origin.other')}</option>
                  </select>
                </>
              )}
            </Field>
          </div>
          <div className={styles.toolbar}>
            {(['applyTo', 'addTo', 'subtractTo'] as const).map((field) => (
              <label key={field} className={styles.field}>
                <span className={styles.label}>{t(`commissions.plans.${field}`)}</span>
                <input className={styles.input} value={line[field]} placeholder={t('commissions.plans.namesHint')} onChange={(event) => setLine(index, { [field]: event.target.value })} />
              </label>
            ))}
            <label className={styles.checkboxLabel}>
              <input type="checkbox" checked={line.manual} onChange={(event) => setLine(index, { manual: event.target.checked })} />
              {t('commissions.plans.manual')}
            </label>
            <label className={styles.checkboxLabel}>
              <input type="checkbox" checked={line.visible} onChange={(event) => setLine(index, { visible: event.target.checked })} />
              {t('commissions.plans.visible')}
            </label>
          </div>
          <table className={styles.table} aria-label={t('commissions.plans.stepsOf', { name: line.name })}>
            <thead>
              <tr>
                <th scope="col" className={styles.th}>{t('commissions.plans.min')}</th>
                <th scope="col" className={styles.th}>{t('commissions.plans.max')}</th>
                <th scope="col" className={styles.th}>{t(line.inputType === 'dollars' ? 'commissions.plans.percentRate' : 'commissions.plans.unitRate')}</th>
                <th scope="col" className={styles.th}>{t('commissions.plans.flat')}</th>
                <th scope="col" className={styles.th}><span className={styles.muted}>{t('commissions.plans.remove')}</span></th>
              </tr>
            </thead>
            <tbody>
              {line.steps.map((step, stepIndex) => (
                <tr key={stepIndex}>
                  {(['min', 'max', 'perUnit', 'flat'] as const).map((field) => {
                    const message = errorAt(`/lines/${index}/steps/${stepIndex}/${field}`);
                    return (
                      <td key={field} className={styles.td}>
                        <input
                          className={styles.numberInput}
                          aria-label={t(`commissions.plans.stepField.${field}`, { step: stepIndex + 1 })}
                          value={step[field]}
                          placeholder={field === 'max' ? '∞' : undefined}
                          aria-invalid={message ? true : undefined}
                          title={message}
                          onChange={(event) => setStep(index, stepIndex, { [field]: event.target.value })}
                        />
                        {message ? <p className={styles.fieldError}>{message}</p> : null}
                      </td>
                    );
                  })}
                  <td className={styles.td}>
                    <Button variant="ghost" size="icon" aria-label={t('commissions.plans.removeStep', { step: stepIndex + 1 })} onClick={() => setLine(index, { steps: line.steps.filter((_, position) => position !== stepIndex) })}>
                      <Trash2 size={16} aria-hidden="true" />
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {lineErrors(index).map((error) => <p key={error.path + error.message} className={styles.fieldError}>{error.message}</p>)}
          <div className={styles.actions}>
            <Button variant="outline" size="sm" onClick={() => setLine(index, { steps: [...line.steps, { min: '', max: '', perUnit: '0', flat: '0.00' }] })}>
              <Plus size={14} aria-hidden="true" />
              {t('commissions.plans.addStep')}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setLines((current) => current.filter((_, position) => position !== index))}>{t('commissions.plans.removeLine')}</Button>
          </div>
        </fieldset>
      ))}
      {errors.some((error) => !error.path.startsWith('/lines/')) ? <Alert tone="critical" title={errors[0]?.message ?? ''} /> : null}
      {errors.length > 0 ? <Alert tone="critical" title={t('commissions.plans.fixErrors', { count: errors.length })} /> : null}
      {problem ? <Alert tone="critical" title={t('commissions.error.saveFailed')}>{(problem.errors ?? []).map((error) => error.message).join(' ') || problem.detail || problem.title}</Alert> : null}
      <div className={styles.dialogActions}>
        {editable ? <Button variant="outline" onClick={() => setLines((current) => [...current, emptyLine(current.length + 1)])}>{t('commissions.plans.addLine')}</Button> : null}
        <Button variant="outline" onClick={onDone}>{t('commissions.action.close')}</Button>
        {editable ? <Button type="submit" loading={saving}>{t('commissions.plans.save')}</Button> : null}
      </div>
    </form>
  );
}
