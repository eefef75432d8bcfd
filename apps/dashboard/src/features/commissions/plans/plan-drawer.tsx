import type { Schemas } from '@cuadre/api-client';
import { queryKeys } from '@cuadre/api-client';
import type { ValidationError } from '@cuadre/domain';
import { COMMISSION_ORIGINS } from '@cuadre/domain';
import type { DataTableColumn } from '@cuadre/ui';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  DataTable,
  Drawer,
  Inline,
  NumberField,
  Select,
  Stack,
  Text,
  TextField,
  useToast,
  Skeleton,
} from '@cuadre/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import type { Dispatch, SetStateAction } from 'react';
import { useState } from 'react';
import type { Problem } from '../api/commissions-api.ts';
import { useCommissionsApi } from '../api/commissions-api.ts';
import type { CommissionEmployee } from '../api/batch-queries.ts';
import { useBrands, useCommissionEmployees } from '../api/batch-queries.ts';
import * as styles from '../components/commissions.css.ts';
import { fixedColumns, usePaging } from '../components/labels.ts';
import { workerName } from '../math/describe.ts';
import { LoadFailed, LoadingRows } from '../components/load-states.tsx';
import { PagerRow } from '../components/pager-row.tsx';
import { PositionSelects } from '../components/position-selects.tsx';
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
      <LoadFailed onRetry={() => void plan.refetch()} />
    );
  }
  if (plan.data === undefined) {
    return <LoadingRows rows={6} />;
  }
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
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack space="medium">
        <Checkbox checked={active} disabled={!editable} onChange={setActive}>
          {t('commissions.plans.active')}
        </Checkbox>
        <PlanLinesEditor lines={lines} setLines={setLines} errors={errors} disabled={!editable} />
        <FormErrors errors={errors} problem={problem} />
        <Inline space="xsmall" align="right">
          {editable ? (
            <Button
              variant="outline"
              onClick={() => setLines((current) => [...current, emptyLine(current.length + 1)])}
            >
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
        </Inline>
      </Stack>
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
  const paging = usePaging();

  const update = (change: Partial<NewPlanDraft>) => setDraft((current) => ({ ...current, ...change }));
  const setLines: Dispatch<SetStateAction<LineDraft[]>> = (next) =>
    setDraft((current) => ({ ...current, lines: typeof next === 'function' ? next([...current.lines]) : next }));
  const errorAt = (path: string) => errors.find((error) => error.path === path || error.path.startsWith(`${path}/`));
  const brandOptions = brands.data?.brands ?? [];
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
    return error ? planErrorMessage(error.message, t) : undefined;
  };
  const paged = workers.data
    ? paging({
        page: workerPage,
        limit: WORKER_PAGE_SIZE,
        total: workers.data.total,
        onPage: setWorkerPage,
        of: t('commissions.plans.extraWorkers'),
      })
    : null;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void create();
      }}
    >
      <Stack space="medium">
        <Inline space="small" alignY="top">
          <PositionSelects
            brands={brandOptions}
            value={draft}
            labels={{
              brand: t('commissions.column.brand'),
              department: t('commissions.column.department'),
              title: t('commissions.column.title'),
            }}
            allLabels={{
              brand: t('commissions.plans.anyBrand'),
              department: t('commissions.plans.anyDepartment'),
              title: t('commissions.plans.anyTitle'),
            }}
            errorMessage={placementError}
            onChange={update}
          />
        </Inline>
        <Checkbox checked={draft.active} onChange={(checked) => update({ active: checked })}>
          {t('commissions.plans.active')}
        </Checkbox>
        <Stack as="fieldset" space="xsmall" className={styles.fieldset}>
          <legend>
            <Text weight="medium">{t('commissions.plans.extraWorkers')}</Text>
          </legend>
          <Text size="small" tone="muted">
            {`${t('commissions.plans.workersHint')} ${t('commissions.plans.workersChosen', { count: draft.workerIds.length })}`}
          </Text>
          <TextField
            type="search"
            hideLabel
            label={t('commissions.plans.searchWorkers')}
            placeholder={t('commissions.plans.searchWorkers')}
            value={search}
            onChange={(value) => {
              setSearch(value);
              setWorkerPage(1);
            }}
          />
          {namedElsewhere.length > 0 ? (
            <Stack space="xxsmall" className={styles.checkList}>
              {namedElsewhere.map((workerId) => (
                <Checkbox key={workerId} checked onChange={() => unname(workerId)}>
                  {namedLabels[workerId] ?? workerId}
                </Checkbox>
              ))}
            </Stack>
          ) : null}
          {workers.isError ? (
            <LoadFailed onRetry={() => void workers.refetch()} />
          ) : workers.data === undefined ? (
            <Skeleton height={60} />
          ) : workerOptions.length === 0 ? (
            <Text tone="muted">{t('commissions.plans.noWorkerMatches')}</Text>
          ) : (
            <>
              <Stack space="xxsmall" className={styles.checkList} aria-busy={workers.isPlaceholderData || undefined}>
                {workerOptions.map((worker) => (
                  <Checkbox
                    key={worker.workerId}
                    checked={draft.workerIds.includes(worker.workerId)}
                    onChange={(checked) => name(worker, checked)}
                  >
                    {workerLabel(worker)}
                  </Checkbox>
                ))}
              </Stack>
              {paged ? <PagerRow paged={paged} /> : null}
            </>
          )}
          {errors
            .filter((error) => error.path.startsWith('/workerIds'))
            .map((error) => (
              <Text key={error.path} size="small" tone="critical">
                {describePlanError(error, t)}
              </Text>
            ))}
        </Stack>
        <PlanLinesEditor lines={draft.lines} setLines={setLines} errors={errors} disabled={false} />
        <FormErrors errors={errors} problem={problem} />
        <Inline space="xsmall" align="right">
          <Button variant="outline" onClick={() => setLines((current) => [...current, emptyLine(current.length + 1)])}>
            {t('commissions.plans.addLine')}
          </Button>
          <Button variant="outline" onClick={onDone}>
            {t('commissions.action.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('commissions.plans.create')}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}

// Every error with the field it concerns, and the API's own explanation when it named no field.
function FormErrors({ errors, problem }: { errors: readonly ValidationError[]; problem: Problem | null }) {
  const t = useCommissionsT();
  if (errors.length > 0) {
    return (
      <Alert tone="critical" title={t('commissions.plans.fixErrors', { count: errors.length })}>
        <Stack as="ul" space="xxsmall">
          {errors.map((error) => (
            <span key={`${error.path} ${error.message}`}>{describePlanError(error, t)}</span>
          ))}
        </Stack>
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

  const choices = <Value extends string>(values: readonly Value[], label: (value: Value) => string) =>
    values.map((value) => ({ value, label: label(value) }));

  return (
    <>
      {lines.map((line, index) => {
        const lineName = line.name || t('commissions.plans.lineNumber', { line: index + 1 });
        const fieldError = (field: keyof LineDraft) => messageAt(`/lines/${index}/${field}`);
        const steps = line.steps.map((step, stepIndex) => ({ step, stepIndex }));
        const stepColumn = (field: keyof StepDraft, header: string): DataTableColumn<(typeof steps)[number]> => ({
          id: field,
          header,
          value: ({ step }) => step[field],
          cell: ({ step, stepIndex }) => (
            <TextField
              hideLabel
              className={styles.amount}
              label={t(`commissions.plans.stepField.${field}`, { step: stepIndex + 1 })}
              value={step[field]}
              placeholder={field === 'max' ? '∞' : undefined}
              disabled={disabled}
              errorMessage={messageAt(`/lines/${index}/steps/${stepIndex}/${field}`)}
              onChange={(value) => setStep(index, stepIndex, { [field]: value })}
            />
          ),
        });
        return (
          <Card key={index} title={lineName} headingLevel={3}>
            <Stack space="small">
              <Inline space="small" alignY="top">
                <TextField
                  label={t('commissions.column.name')}
                  value={line.name}
                  disabled={disabled}
                  errorMessage={fieldError('name')}
                  onChange={(value) => setLine(index, { name: value })}
                />
                <NumberField
                  className={styles.amount}
                  label={t('commissions.plans.rank')}
                  value={line.rank}
                  minValue={0}
                  maxValue={1000}
                  step={1}
                  disabled={disabled}
                  errorMessage={fieldError('rank')}
                  onChange={(value) => setLine(index, { rank: value ?? 0 })}
                />
                <Select
                  label={t('commissions.plans.stepType')}
                  value={line.type}
                  disabled={disabled}
                  onValueChange={(value) => setLine(index, { type: value as LineDraft['type'] })}
                  options={choices(['tiered', 'volume'] as const, (value) => t(`commissions.stepType.${value}`))}
                />
                <Select
                  label={t('commissions.plans.inputType')}
                  value={line.inputType}
                  disabled={disabled}
                  onValueChange={(value) => setLine(index, { inputType: value as LineDraft['inputType'] })}
                  options={choices(['dollars', 'percentage', 'quantity'] as const, (value) =>
                    t(`commissions.inputType.${value}`),
                  )}
                />
                <Select
                  label={t('commissions.plans.commissionType')}
                  value={line.commissionType}
                  disabled={disabled}
                  errorMessage={fieldError('commissionType')}
                  onValueChange={(value) => setLine(index, { commissionType: value as LineDraft['commissionType'] })}
                  options={choices(['dollars', 'percentage'] as const, (value) => t(`commissions.inputType.${value}`))}
                />
                <Select
                  label={t('commissions.input.origin')}
                  value={line.origin}
                  disabled={disabled}
                  onValueChange={(value) => setLine(index, { origin: value as LineDraft['origin'] })}
                  options={choices(COMMISSION_ORIGINS, (origin) => t(`commissions.origin.${origin}`))}
                />
              </Inline>
              <Inline space="small" alignY="top">
                {(['applyTo', 'addTo', 'subtractTo'] as const).map((field) => (
                  <TextField
                    key={field}
                    label={t(`commissions.plans.${field}`)}
                    value={line[field]}
                    placeholder={t('commissions.plans.namesHint')}
                    disabled={disabled}
                    errorMessage={fieldError(field)}
                    onChange={(value) => setLine(index, { [field]: value })}
                  />
                ))}
              </Inline>
              <Inline space="medium">
                <Checkbox
                  checked={line.manual}
                  disabled={disabled}
                  onChange={(checked) => setLine(index, { manual: checked })}
                >
                  {t('commissions.plans.manual')}
                </Checkbox>
                <Checkbox
                  checked={line.visible}
                  disabled={disabled}
                  onChange={(checked) => setLine(index, { visible: checked })}
                >
                  {t('commissions.plans.visible')}
                </Checkbox>
              </Inline>
              <DataTable
                label={t('commissions.plans.stepsOf', { name: lineName })}
                data={steps}
                getRowId={({ stepIndex }) => String(stepIndex)}
                columns={fixedColumns(steps, [
                  stepColumn('min', t('commissions.plans.min')),
                  stepColumn('max', t('commissions.plans.max')),
                  stepColumn(
                    'perUnit',
                    t(line.inputType === 'dollars' ? 'commissions.plans.percentRate' : 'commissions.plans.unitRate'),
                  ),
                  stepColumn('flat', t('commissions.plans.flat')),
                  {
                    id: 'remove',
                    header: t('commissions.plans.remove'),
                    width: 90,
                    value: ({ stepIndex }) => stepIndex,
                    cell: ({ stepIndex }) =>
                      disabled ? null : (
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
                      ),
                  },
                ])}
              />
              {disabled ? null : (
                <Inline space="xsmall">
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
                </Inline>
              )}
            </Stack>
          </Card>
        );
      })}
      {messageAt('/lines') !== undefined && lines.length === 0 ? (
        <Text size="small" tone="critical">
          {messageAt('/lines')}
        </Text>
      ) : null}
    </>
  );
}
