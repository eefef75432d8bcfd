import type { Schemas } from '@cuadre/api-client';
import { queryKeys } from '@cuadre/api-client';
import type { ValidationError } from '@cuadre/domain';
import { COMMISSION_ORIGINS } from '@cuadre/domain';
import { Button, Drawer, useToast } from '@cuadre/ui';
import { visuallyHidden } from '@cuadre/ui/css';
import { useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import type { Dispatch, SetStateAction } from 'react';
import { useId, useState } from 'react';
import { ALL_OPTION, chosenOption, NativeOptions, shownOption } from '../../components/native-options.tsx';
import type { Problem } from '../api/commissions-api.ts';
import { useCommissionsApi } from '../api/commissions-api.ts';
import type { CommissionEmployee } from '../api/batch-queries.ts';
import { useBrands, useCommissionEmployees } from '../api/batch-queries.ts';
import * as styles from '../components/commissions.css.ts';
import { Pager } from '../components/pager.tsx';
import { Alert, ErrorState, Field, SkeletonRows } from '../components/ui.tsx';
import { workerName } from '../math/describe.ts';
import { useCommissionsT } from '../messages.ts';
import { useCommissionsSession } from '../session/use-commissions-session.ts';
import type { LineDraft, StepDraft } from './plan-draft.ts';
import { emptyLine, lineToDraft, parseDrafts } from './plan-draft.ts';
import { describePlanError, planErrorMessage } from './plan-errors.ts';
import type { NewPlanDraft } from './plan-form.ts';
import { emptyPlanDraft, parseNewPlan, problemFieldErrors } from './plan-form.ts';
import { planPlacement } from './plan-label.ts';

type Plan = Schemas['CommissionPlan'];

const WORKER_PAGE_SIZE = 20;
const workerLabel = (worker: CommissionEmployee) => `${workerName(worker)} (${worker.payrollFileNumber || '—'})`;

export type PlanDrawerMode = { kind: 'edit'; planId: string; label: string } | { kind: 'new' };

// The plans panel's side drawer, downloaded when first opened: one plan loaded by id to read or edit, or a new plan.
export function PlanDrawer({
  mode,
  editable,
  onClose,
}: {
  mode: PlanDrawerMode;
  editable: boolean;
  onClose: () => void;
}) {
  const t = useCommissionsT();
  return (
    <Drawer
      size="large"
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      closeLabel={t('commissions.action.close')}
      title={mode.kind === 'new' ? t('commissions.plans.new') : mode.label}
      description={
        mode.kind === 'new'
          ? t('commissions.plans.newDescription')
          : editable
            ? t('commissions.plans.editDescription')
            : t('commissions.plans.viewDescription')
      }
    >
      {mode.kind === 'new' ? (
        <NewPlanForm onDone={onClose} />
      ) : (
        <LoadedPlan planId={mode.planId} editable={editable} onDone={onClose} />
      )}
    </Drawer>
  );
}

function useRefreshPlans() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.path('get', '/compensation/compensation-plans') }),
      queryClient.invalidateQueries({ queryKey: queryKeys.path('get', '/compensation/compensation-plan') }),
      queryClient.invalidateQueries({ queryKey: queryKeys.path('get', '/dynamic-commission/get-plans') }),
    ]);
}

function LoadedPlan({ planId, editable, onDone }: { planId: string; editable: boolean; onDone: () => void }) {
  const t = useCommissionsT();
  const { query } = useCommissionsApi();
  const plan = query.useQuery('get', '/compensation/compensation-plan', { params: { query: { planId } } });
  if (plan.isError) {
    return plan.error.status === 404 ? (
      <Alert tone="critical" title={t('commissions.plans.loadFailed')}>
        {plan.error.detail ?? plan.error.title}
      </Alert>
    ) : (
      <ErrorState onRetry={() => void plan.refetch()} />
    );
  }
  if (plan.data === undefined) return <SkeletonRows columns={4} rows={6} label={t('commissions.loading')} />;
  return <PlanEditor key={plan.data.id} plan={plan.data} editable={editable} onDone={onDone} />;
}

function PlanEditor({ plan, editable, onDone }: { plan: Plan; editable: boolean; onDone: () => void }) {
  const t = useCommissionsT();
  const { locale } = useCommissionsSession();
  const { client } = useCommissionsApi();
  const { toast } = useToast();
  const refresh = useRefreshPlans();
  const [lines, setLines] = useState<LineDraft[]>(() => plan.lines.map(lineToDraft));
  const [active, setActive] = useState(plan.active);
  const [errors, setErrors] = useState<ValidationError[]>([]);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const parsed = parseDrafts(lines);
    setErrors(parsed.errors);
    if (parsed.errors.length > 0) return;
    setSaving(true);
    setProblem(null);
    const body: Schemas['CommissionPlanUpdate'] = {
      companyId: plan.companyId,
      active,
      workerIds: plan.workerIds,
      brand: plan.brand,
      department: plan.department,
      title: plan.title,
      lines: parsed.lines,
      expectedVersion: plan.version,
    };
    const { error } = await client.PUT('/compensation/compensation-plans/{planId}', {
      params: { path: { planId: plan.id } },
      body,
    });
    setSaving(false);
    if (error) {
      setErrors(problemFieldErrors(error, locale));
      setProblem(error);
      return;
    }
    await refresh();
    toast({ variant: 'success', title: t('commissions.plans.saved', { name: planPlacement(plan, t) }) });
    onDone();
  };

  return (
    <form
      className={styles.page}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <label className={styles.checkboxLabel}>
        <input
          type="checkbox"
          checked={active}
          disabled={!editable}
          onChange={(event) => setActive(event.target.checked)}
        />
        {t('commissions.plans.active')}
      </label>
      <PlanLinesEditor lines={lines} setLines={setLines} errors={errors} disabled={!editable} />
      <FormErrors errors={errors} problem={problem} />
      <div className={styles.dialogActions}>
        {editable ? (
          <Button variant="outline" onClick={() => setLines((current) => [...current, emptyLine(current.length + 1)])}>
            {t('commissions.plans.addLine')}
          </Button>
        ) : null}
        <Button variant="outline" onClick={onDone}>
          {t('commissions.action.close')}
        </Button>
        {editable ? (
          <Button type="submit" loading={saving}>
            {t('commissions.plans.save')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function NewPlanForm({ onDone }: { onDone: () => void }) {
  const t = useCommissionsT();
  const session = useCommissionsSession();
  const { client } = useCommissionsApi();
  const { toast } = useToast();
  const refresh = useRefreshPlans();
  const brands = useBrands(session.companyId, session.user.email);
  const [draft, setDraft] = useState<NewPlanDraft>(emptyPlanDraft);
  const [errors, setErrors] = useState<ValidationError[]>([]);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [saving, setSaving] = useState(false);
  const [search, setSearch] = useState('');
  const [workerPage, setWorkerPage] = useState(1);
  // The named workers' labels, so that each stays on screen whatever the search shows.
  const [namedLabels, setNamedLabels] = useState<Record<string, string>>({});
  const workers = useCommissionEmployees(session.companyId, { search, page: workerPage, limit: WORKER_PAGE_SIZE });
  const searchId = useId();

  const update = (change: Partial<NewPlanDraft>) => setDraft((current) => ({ ...current, ...change }));
  const setLines: Dispatch<SetStateAction<LineDraft[]>> = (next) =>
    setDraft((current) => ({ ...current, lines: typeof next === 'function' ? next([...current.lines]) : next }));
  const errorAt = (path: string) => errors.find((error) => error.path === path || error.path.startsWith(`${path}/`));
  const brandOptions = brands.data?.brands ?? [];
  const departmentOptions = brandOptions.find((brand) => brand.name === draft.brand)?.departments ?? [];
  const titleOptions = departmentOptions.find((department) => department.name === draft.department)?.titles ?? [];
  const workerOptions = workers.data?.items ?? [];
  const namedElsewhere = draft.workerIds.filter(
    (workerId) => !workerOptions.some((worker) => worker.workerId === workerId),
  );
  const name = (worker: CommissionEmployee, named: boolean) => {
    if (named) setNamedLabels((current) => ({ ...current, [worker.workerId]: workerLabel(worker) }));
    update({
      workerIds: named ? [...draft.workerIds, worker.workerId] : draft.workerIds.filter((id) => id !== worker.workerId),
    });
  };
  const unname = (workerId: string) => update({ workerIds: draft.workerIds.filter((id) => id !== workerId) });

  const create = async () => {
    const parsed = parseNewPlan(draft, session.companyId);
    setErrors(parsed.errors);
    setProblem(null);
    if (parsed.body === null) return;
    setSaving(true);
    const result = await client.POST('/compensation/compensation-plans', { body: parsed.body });
    setSaving(false);
    if (result.error) {
      setErrors(problemFieldErrors(result.error, session.locale));
      setProblem(result.error);
      return;
    }
    await refresh();
    toast({ variant: 'success', title: t('commissions.plans.created', { name: planPlacement(result.data, t) }) });
    onDone();
  };

  const placementError = (field: 'brand' | 'department' | 'title') => {
    const error = errorAt(`/${field}`);
    return error ? <p className={styles.fieldError}>{planErrorMessage(error.message, t)}</p> : null;
  };

  return (
    <form
      className={styles.page}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void create();
      }}
    >
      <div className={styles.toolbar}>
        <Field label={t('commissions.column.brand')}>
          {(id) => (
            <>
              <select
                id={id}
                className={styles.select}
                value={shownOption(draft.brand)}
                aria-invalid={errorAt('/brand') ? true : undefined}
                onChange={(event) => update({ brand: chosenOption(event.target.value), department: '', title: '' })}
              >
                <NativeOptions
                  select={t('commissions.column.brand')}
                  options={[
                    { value: ALL_OPTION, label: t('commissions.plans.anyBrand') },
                    ...brandOptions.map((brand) => ({ value: brand.name, label: brand.name })),
                  ]}
                />
              </select>
              {placementError('brand')}
            </>
          )}
        </Field>
        <Field label={t('commissions.column.department')}>
          {(id) => (
            <>
              <select
                id={id}
                className={styles.select}
                value={shownOption(draft.department)}
                disabled={draft.brand === ''}
                aria-invalid={errorAt('/department') ? true : undefined}
                onChange={(event) => update({ department: chosenOption(event.target.value), title: '' })}
              >
                <NativeOptions
                  select={t('commissions.column.department')}
                  options={[
                    { value: ALL_OPTION, label: t('commissions.plans.anyDepartment') },
                    ...departmentOptions.map((department) => ({ value: department.name, label: department.name })),
                  ]}
                />
              </select>
              {placementError('department')}
            </>
          )}
        </Field>
        <Field label={t('commissions.column.title')}>
          {(id) => (
            <>
              <select
                id={id}
                className={styles.select}
                value={shownOption(draft.title)}
                disabled={draft.department === ''}
                aria-invalid={errorAt('/title') ? true : undefined}
                onChange={(event) => update({ title: chosenOption(event.target.value) })}
              >
                <NativeOptions
                  select={t('commissions.column.title')}
                  options={[
                    { value: ALL_OPTION, label: t('commissions.plans.anyTitle') },
                    ...titleOptions.map((option) => ({ value: option.name, label: option.name })),
                  ]}
                />
              </select>
              {placementError('title')}
            </>
          )}
        </Field>
      </div>
      <label className={styles.checkboxLabel}>
        <input type="checkbox" checked={draft.active} onChange={(event) => update({ active: event.target.checked })} />
        {t('commissions.plans.active')}
      </label>
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>{t('commissions.plans.extraWorkers')}</legend>
        <p
          className={styles.fieldHint}
        >{`${t('commissions.plans.workersHint')} ${t('commissions.plans.workersChosen', { count: draft.workerIds.length })}`}</p>
        <label className={visuallyHidden} htmlFor={searchId}>
          {t('commissions.plans.searchWorkers')}
        </label>
        <input
          id={searchId}
          className={styles.input}
          type="search"
          value={search}
          placeholder={t('commissions.plans.searchWorkers')}
          onChange={(event) => {
            setSearch(event.target.value);
            setWorkerPage(1);
          }}
        />
        {namedElsewhere.length > 0 ? (
          <div className={styles.checkList}>
            {namedElsewhere.map((workerId) => (
              <label key={workerId} className={styles.checkboxLabel}>
                <input type="checkbox" checked onChange={() => unname(workerId)} />
                {namedLabels[workerId] ?? workerId}
              </label>
            ))}
          </div>
        ) : null}
        {workers.isError ? (
          <ErrorState onRetry={() => void workers.refetch()} />
        ) : workers.data === undefined ? (
          <SkeletonRows columns={1} rows={3} label={t('commissions.loading')} />
        ) : workerOptions.length === 0 ? (
          <p className={styles.muted}>{t('commissions.plans.noWorkerMatches')}</p>
        ) : (
          <>
            <div className={styles.checkList} aria-busy={workers.isPlaceholderData || undefined}>
              {workerOptions.map((worker) => (
                <label key={worker.workerId} className={styles.checkboxLabel}>
                  <input
                    type="checkbox"
                    checked={draft.workerIds.includes(worker.workerId)}
                    onChange={(event) => name(worker, event.target.checked)}
                  />
                  {workerLabel(worker)}
                </label>
              ))}
            </div>
            <Pager
              page={workerPage}
              limit={WORKER_PAGE_SIZE}
              total={workers.data.total}
              onPage={setWorkerPage}
              of={t('commissions.plans.extraWorkers')}
            />
          </>
        )}
        {errors
          .filter((error) => error.path.startsWith('/workerIds'))
          .map((error) => (
            <p key={error.path} className={styles.fieldError}>
              {describePlanError(error, t)}
            </p>
          ))}
      </fieldset>
      <PlanLinesEditor lines={draft.lines} setLines={setLines} errors={errors} disabled={false} />
      <FormErrors errors={errors} problem={problem} />
      <div className={styles.dialogActions}>
        <Button variant="outline" onClick={() => setLines((current) => [...current, emptyLine(current.length + 1)])}>
          {t('commissions.plans.addLine')}
        </Button>
        <Button variant="outline" onClick={onDone}>
          {t('commissions.action.cancel')}
        </Button>
        <Button type="submit" loading={saving}>
          {t('commissions.plans.create')}
        </Button>
      </div>
    </form>
  );
}

// Every error with the field it concerns, and the API's own explanation when it named no field.
function FormErrors({ errors, problem }: { errors: readonly ValidationError[]; problem: Problem | null }) {
  const t = useCommissionsT();
  if (errors.length > 0) {
    return (
      <Alert tone="critical" title={t('commissions.plans.fixErrors', { count: errors.length })}>
        <ul className={styles.errorList}>
          {errors.map((error) => (
            <li key={`${error.path} ${error.message}`}>{describePlanError(error, t)}</li>
          ))}
        </ul>
      </Alert>
    );
  }
  if (problem) {
    return (
      <Alert
        tone="critical"
        title={problem.status === 403 ? t('commissions.error.forbidden') : t('commissions.error.saveFailed')}
      >
        {problem.detail ?? problem.title}
      </Alert>
    );
  }
  return null;
}

type LinesEditorProps = {
  lines: readonly LineDraft[];
  setLines: Dispatch<SetStateAction<LineDraft[]>>;
  errors: readonly ValidationError[];
  disabled: boolean;
};

// Each line of a plan with its settings and steps; an error shows beside the field it concerns.
function PlanLinesEditor({ lines, setLines, errors, disabled }: LinesEditorProps) {
  const t = useCommissionsT();
  const messageAt = (path: string) => {
    const error = errors.find((candidate) => candidate.path === path || candidate.path.startsWith(`${path}/`));
    return error ? planErrorMessage(error.message, t) : undefined;
  };
  const setLine = (index: number, change: Partial<LineDraft>) =>
    setLines((current) => current.map((line, position) => (position === index ? { ...line, ...change } : line)));
  const setStep = (index: number, stepIndex: number, change: Partial<StepDraft>) =>
    setLine(index, {
      steps: (lines[index]?.steps ?? []).map((step, position) =>
        position === stepIndex ? { ...step, ...change } : step,
      ),
    });

  return (
    <>
      {lines.map((line, index) => {
        const fieldError = (field: keyof LineDraft) => {
          const message = messageAt(`/lines/${index}/${field}`);
          return message ? <p className={styles.fieldError}>{message}</p> : null;
        };
        const invalid = (field: keyof LineDraft) => (messageAt(`/lines/${index}/${field}`) ? true : undefined);
        return (
          <fieldset key={index} className={`${styles.card} ${styles.cardBody}`} disabled={disabled}>
            <legend className={styles.label}>
              {line.name || t('commissions.plans.lineNumber', { line: index + 1 })}
            </legend>
            <div className={styles.toolbar}>
              <Field label={t('commissions.column.name')}>
                {(id) => (
                  <>
                    <input
                      id={id}
                      className={styles.input}
                      value={line.name}
                      maxLength={200}
                      aria-invalid={invalid('name')}
                      onChange={(event) => setLine(index, { name: event.target.value })}
                    />
                    {fieldError('name')}
                  </>
                )}
              </Field>
              <Field label={t('commissions.plans.rank')}>
                {(id) => (
                  <>
                    <input
                      id={id}
                      className={styles.numberInput}
                      type="number"
                      min={0}
                      max={1000}
                      step={1}
                      value={line.rank}
                      aria-invalid={invalid('rank')}
                      onChange={(event) => setLine(index, { rank: Number(event.target.value) })}
                    />
                    {fieldError('rank')}
                  </>
                )}
              </Field>
              <Field label={t('commissions.plans.stepType')}>
                {(id) => (
                  <select
                    id={id}
                    className={styles.select}
                    value={line.type}
                    onChange={(event) => setLine(index, { type: event.target.value as LineDraft['type'] })}
                  >
                    <option value="tiered">{t('commissions.stepType.tiered')}</option>
                    <option value="volume">{t('commissions.stepType.volume')}</option>
                  </select>
                )}
              </Field>
              <Field label={t('commissions.plans.inputType')}>
                {(id) => (
                  <select
                    id={id}
                    className={styles.select}
                    value={line.inputType}
                    onChange={(event) => setLine(index, { inputType: event.target.value as LineDraft['inputType'] })}
                  >
                    <option value="dollars">{t('commissions.inputType.dollars')}</option>
                    <option value="percentage">{t('commissions.inputType.percentage')}</option>
                    <option value="quantity">{t('commissions.inputType.quantity')}</option>
                  </select>
                )}
              </Field>
              <Field label={t('commissions.plans.commissionType')}>
                {(id) => (
                  <>
                    <select
                      id={id}
                      className={styles.select}
                      value={line.commissionType}
                      aria-invalid={invalid('commissionType')}
                      onChange={(event) =>
                        setLine(index, { commissionType: event.target.value as LineDraft['commissionType'] })
                      }
                    >
                      <option value="dollars">{t('commissions.inputType.dollars')}</option>
                      <option value="percentage">{t('commissions.inputType.percentage')}</option>
                    </select>
                    {fieldError('commissionType')}
                  </>
                )}
              </Field>
              <Field label={t('commissions.input.origin')}>
                {(id) => (
                  <select
                    id={id}
                    className={styles.select}
                    value={line.origin}
                    onChange={(event) => setLine(index, { origin: event.target.value as LineDraft['origin'] })}
                  >
                    {COMMISSION_ORIGINS.map((origin) => (
                      <option key={origin} value={origin}>
                        {t(`commissions.origin.${origin}`)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            </div>
            <div className={styles.toolbar}>
              {(['applyTo', 'addTo', 'subtractTo'] as const).map((field) => (
                <Field key={field} label={t(`commissions.plans.${field}`)}>
                  {(id) => (
                    <>
                      <input
                        id={id}
                        className={styles.input}
                        value={line[field]}
                        placeholder={t('commissions.plans.namesHint')}
                        aria-invalid={invalid(field)}
                        onChange={(event) => setLine(index, { [field]: event.target.value })}
                      />
                      {fieldError(field)}
                    </>
                  )}
                </Field>
              ))}
              <label className={styles.checkboxLabel}>
                <input
                  type="checkbox"
                  checked={line.manual}
                  onChange={(event) => setLine(index, { manual: event.target.checked })}
                />
                {t('commissions.plans.manual')}
              </label>
              <label className={styles.checkboxLabel}>
                <input
                  type="checkbox"
                  checked={line.visible}
                  onChange={(event) => setLine(index, { visible: event.target.checked })}
                />
                {t('commissions.plans.visible')}
              </label>
            </div>
            <table
              className={styles.table}
              aria-label={t('commissions.plans.stepsOf', {
                name: line.name || t('commissions.plans.lineNumber', { line: index + 1 }),
              })}
            >
              <thead>
                <tr>
                  <th scope="col" className={styles.th}>
                    {t('commissions.plans.min')}
                  </th>
                  <th scope="col" className={styles.th}>
                    {t('commissions.plans.max')}
                  </th>
                  <th scope="col" className={styles.th}>
                    {t(line.inputType === 'dollars' ? 'commissions.plans.percentRate' : 'commissions.plans.unitRate')}
                  </th>
                  <th scope="col" className={styles.th}>
                    {t('commissions.plans.flat')}
                  </th>
                  <th scope="col" className={styles.th}>
                    <span className={styles.muted}>{t('commissions.plans.remove')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {line.steps.map((step, stepIndex) => (
                  <tr key={stepIndex}>
                    {(['min', 'max', 'perUnit', 'flat'] as const).map((field) => {
                      const message = messageAt(`/lines/${index}/steps/${stepIndex}/${field}`);
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
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={t('commissions.plans.removeStep', { step: stepIndex + 1 })}
                        onClick={() =>
                          setLine(index, { steps: line.steps.filter((_, position) => position !== stepIndex) })
                        }
                      >
                        <Trash2 size={16} aria-hidden="true" />
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {disabled ? null : (
              <div className={styles.actions}>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() =>
                    setLine(index, { steps: [...line.steps, { min: '', max: '', perUnit: '0', flat: '0.00' }] })
                  }
                >
                  <Plus size={14} aria-hidden="true" />
                  {t('commissions.plans.addStep')}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setLines((current) => current.filter((_, position) => position !== index))}
                >
                  {t('commissions.plans.removeLine')}
                </Button>
              </div>
            )}
          </fieldset>
        );
      })}
      {messageAt('/lines') !== undefined && lines.length === 0 ? (
        <p className={styles.fieldError}>{messageAt('/lines')}</p>
      ) : null}
    </>
  );
}
