import type { Problem } from '../api/commissions-api.ts';
import { todayInPuertoRico } from '@cuadre/domain';
import { Button } from '@cuadre/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  ALL_OPTION,
  chosenOption,
  NativeOptions,
  NO_CHOICE_OPTION,
  shownOption,
} from '../../components/native-options.tsx';
import { useBrands, useCommissionEmployees, useInvalidateBatches } from '../api/batch-queries.ts';
import { useCommissionsApi } from '../api/commissions-api.ts';
import type { BatchArea } from '../area.ts';
import { AREA_CREATE_ACTION, areaPath } from '../area.ts';
import * as styles from '../components/commissions.css.ts';
import { DataTable } from '../components/data-table.tsx';
import { Pager } from '../components/pager.tsx';
import { Alert, DeadlinePill, EmptyState, Field, PageHeader, SkeletonRows } from '../components/ui.tsx';
import type { CreateBatchDraft } from '../math/create-batch.ts';
import {
  coverageFilter,
  createBatchErrors,
  defaultPeriod,
  plansForTitle,
  setOfWorkersFor,
} from '../math/create-batch.ts';
import { deadlineState } from '../math/deadlines.ts';
import { workerName } from '../math/describe.ts';
import { useCommissionsT } from '../messages.ts';
import { usePlans } from '../plans/use-plans.ts';
import { useCommissionsSession } from '../session/use-commissions-session.ts';
import { BackToBatches } from './batch-frame.tsx';

const COVERED_PAGE_SIZE = 25;

export function CreateBatchScreen({ area, title, now = new Date() }: { area: BatchArea; title: string; now?: Date }) {
  const t = useCommissionsT();
  const session = useCommissionsSession();
  const { client } = useCommissionsApi();
  const navigate = useNavigate();
  const invalidate = useInvalidateBatches();
  const today = todayInPuertoRico(now);
  const [draft, setDraft] = useState<CreateBatchDraft>(() => ({
    brand: '',
    department: '',
    title: '',
    notes: '',
    ...defaultPeriod(today),
  }));
  const [planId, setPlanId] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [creating, setCreating] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [coveredPage, setCoveredPage] = useState(1);
  const brands = useBrands(session.companyId, session.user.email);
  const plans = usePlans(area);

  const brandList = brands.data?.brands ?? [];
  const departments = brandList.find((brand) => brand.name === draft.brand)?.departments ?? [];
  const titles = departments.find((department) => department.name === draft.department)?.titles ?? [];
  const set = setOfWorkersFor(brandList, draft);
  const coverage = coverageFilter(set);
  const covered = useCommissionEmployees(
    session.companyId,
    { ...coverage, page: coveredPage, limit: COVERED_PAGE_SIZE },
    { enabled: coverage !== null },
  );
  const coveredCount = coverage === null ? 0 : (covered.data?.total ?? 0);
  const matchingPlans = plansForTitle(plans.data ?? [], draft);
  const chosenPlan = matchingPlans.find((plan) => plan.id === planId) ?? matchingPlans[0];
  const errors = createBatchErrors(draft);
  const errorAt = (path: string) => (submitted ? errors.find((error) => error.path === path) : undefined);
  const selectedTitle = titles.find((candidate) => candidate.name === draft.title);

  if (!session.allowed(AREA_CREATE_ACTION[area])) {
    return (
      <div className={styles.page}>
        <PageHeader title={title} back={<BackToBatches area={area} />} />
        <Alert tone="info" title={t('commissions.create.notAllowed')} />
      </div>
    );
  }

  const update = (change: Partial<CreateBatchDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setPlanId('');
    setCoveredPage(1);
  };

  const create = async () => {
    setSubmitted(true);
    if (errors.length > 0 || set.length === 0) return;
    setCreating(true);
    setProblem(null);
    const { data, error } = await client.POST('/compensation/commission-batches', {
      params: { header: { 'Idempotency-Key': crypto.randomUUID() } },
      body: {
        companyId: session.companyId,
        area,
        type: 'normal',
        startDate: draft.startDate,
        endDate: draft.endDate,
        setOfWorkers: set,
        ...(draft.notes.trim() ? { notes: draft.notes.trim() } : {}),
      },
    });
    setCreating(false);
    if (error) {
      setProblem(error);
      return;
    }
    await invalidate();
    await navigate(areaPath(area, 'batch-details', data.id));
  };

  return (
    <div className={styles.page}>
      <PageHeader
        title={title}
        back={<BackToBatches area={area} />}
        description={t('commissions.create.description')}
      />
      <form
        className={styles.twoColumns}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void create();
        }}
      >
        <div className={styles.page}>
          <section className={`${styles.card} ${styles.cardBody}`} aria-labelledby="who-heading">
            <h2 id="who-heading" className={styles.subheading}>
              {t('commissions.create.who')}
            </h2>
            <div className={styles.toolbar}>
              <Field label={t('commissions.filter.brand')}>
                {(id) => (
                  <>
                    <select
                      id={id}
                      className={styles.select}
                      value={shownOption(draft.brand, NO_CHOICE_OPTION)}
                      aria-invalid={errorAt('/brand') ? true : undefined}
                      onChange={(event) =>
                        update({ brand: chosenOption(event.target.value, NO_CHOICE_OPTION), department: '', title: '' })
                      }
                    >
                      <NativeOptions
                        select={t('commissions.filter.brand')}
                        options={[
                          { value: NO_CHOICE_OPTION, label: t('commissions.create.choose') },
                          ...brandList.map((brand) => ({ value: brand.name, label: brand.name })),
                        ]}
                      />
                    </select>
                    {errorAt('/brand') ? <p className={styles.fieldError}>{t('commissions.error.required')}</p> : null}
                  </>
                )}
              </Field>
              <Field label={t('commissions.filter.department')}>
                {(id) => (
                  <>
                    <select
                      id={id}
                      className={styles.select}
                      value={shownOption(draft.department, NO_CHOICE_OPTION)}
                      disabled={draft.brand === ''}
                      aria-invalid={errorAt('/department') ? true : undefined}
                      onChange={(event) =>
                        update({ department: chosenOption(event.target.value, NO_CHOICE_OPTION), title: '' })
                      }
                    >
                      <NativeOptions
                        select={t('commissions.filter.department')}
                        options={[
                          { value: NO_CHOICE_OPTION, label: t('commissions.create.choose') },
                          ...departments.map((department) => ({ value: department.name, label: department.name })),
                        ]}
                      />
                    </select>
                    {errorAt('/department') ? (
                      <p className={styles.fieldError}>{t('commissions.error.required')}</p>
                    ) : null}
                  </>
                )}
              </Field>
              <Field label={t('commissions.filter.title')}>
                {(id) => (
                  <>
                    <select
                      id={id}
                      className={styles.select}
                      value={shownOption(draft.title)}
                      disabled={draft.department === ''}
                      onChange={(event) => update({ title: chosenOption(event.target.value) })}
                    >
                      <NativeOptions
                        select={t('commissions.filter.title')}
                        options={[
                          { value: ALL_OPTION, label: t('commissions.create.allTitles') },
                          ...titles.map((option) => ({ value: option.name, label: option.name })),
                        ]}
                      />
                    </select>
                  </>
                )}
              </Field>
            </div>
            {titles.length > 0 ? (
              <DataTable
                label={t('commissions.create.deadlines')}
                rows={draft.title === '' ? titles : titles.filter((candidate) => candidate.name === draft.title)}
                rowKey={(row) => row.name}
                columns={[
                  { id: 'title', header: t('commissions.column.title'), cell: (row) => row.name },
                  {
                    id: 'frequency',
                    header: t('commissions.column.frequency'),
                    cell: (row) => t(`commissions.frequency.${row.commissionFrequency}`),
                  },
                  {
                    id: 'creation',
                    header: t('commissions.deadline.creation'),
                    cell: (row) =>
                      row.commissionBatchCreationLimitDate === null ? (
                        '—'
                      ) : (
                        <span className={styles.actions}>
                          {row.commissionBatchCreationLimitDate}
                          <DeadlinePill
                            state={deadlineState(
                              row.commissionBatchCreationLimitDate,
                              today,
                              row.daysBeforeCreationNotification,
                            )}
                          />
                        </span>
                      ),
                  },
                  {
                    id: 'approval',
                    header: t('commissions.deadline.approval'),
                    cell: (row) =>
                      row.commissionBatchApprovalLimitDate === null ? (
                        '—'
                      ) : (
                        <span className={styles.actions}>
                          {row.commissionBatchApprovalLimitDate}
                          <DeadlinePill
                            state={deadlineState(
                              row.commissionBatchApprovalLimitDate,
                              today,
                              row.daysBeforeApprovalNotification,
                            )}
                          />
                        </span>
                      ),
                  },
                ]}
              />
            ) : null}
          </section>
          <section className={`${styles.card} ${styles.cardBody}`} aria-labelledby="period-heading">
            <h2 id="period-heading" className={styles.subheading}>
              {t('commissions.create.period')}
            </h2>
            <div className={styles.toolbar}>
              <Field label={t('commissions.create.startDate')}>
                {(id) => (
                  <>
                    <input
                      id={id}
                      type="date"
                      className={styles.input}
                      value={draft.startDate}
                      aria-invalid={errorAt('/startDate') ? true : undefined}
                      onChange={(event) => setDraft((current) => ({ ...current, startDate: event.target.value }))}
                    />
                  </>
                )}
              </Field>
              <Field label={t('commissions.create.endDate')}>
                {(id) => (
                  <>
                    <input
                      id={id}
                      type="date"
                      className={styles.input}
                      value={draft.endDate}
                      aria-invalid={errorAt('/endDate') ? true : undefined}
                      onChange={(event) => setDraft((current) => ({ ...current, endDate: event.target.value }))}
                    />
                  </>
                )}
              </Field>
            </div>
            {errorAt('/endDate')?.message === 'order' ? (
              <p className={styles.fieldError}>{t('commissions.error.endBeforeStart')}</p>
            ) : null}
            {errorAt('/startDate') || errorAt('/endDate')?.message === 'required' ? (
              <p className={styles.fieldError}>{t('commissions.error.dates')}</p>
            ) : null}
            {selectedTitle?.commissionFrequency ? (
              <p className={styles.fieldHint}>
                {t('commissions.create.frequencyHint', {
                  frequency: t(`commissions.frequency.${selectedTitle.commissionFrequency}`),
                })}
              </p>
            ) : null}
            <Field label={t('commissions.verify.notes')}>
              {(id) => (
                <>
                  <textarea
                    id={id}
                    className={styles.textarea}
                    value={draft.notes}
                    maxLength={4000}
                    onChange={(event) => setDraft((current) => ({ ...current, notes: event.target.value }))}
                  />
                </>
              )}
            </Field>
          </section>
          <section className={`${styles.card} ${styles.cardBody}`} aria-labelledby="plan-heading">
            <h2 id="plan-heading" className={styles.subheading}>
              {t('commissions.create.plan')}
            </h2>
            {plans.isLoading ? <SkeletonRows columns={3} rows={3} label={t('commissions.loading')} /> : null}
            {draft.department !== '' && matchingPlans.length === 0 && !plans.isLoading ? (
              <p className={styles.muted}>{t('commissions.create.noPlan')}</p>
            ) : null}
            {matchingPlans.length > 0 ? (
              <>
                <Field label={t('commissions.create.planLabel')}>
                  {(id) => (
                    <>
                      <select
                        id={id}
                        className={styles.select}
                        value={chosenPlan?.id ?? ''}
                        onChange={(event) => setPlanId(event.target.value)}
                      >
                        {matchingPlans.map((plan) => (
                          <option key={plan.id} value={plan.id}>
                            {[
                              plan.brand ?? t('commissions.plans.anyBrand'),
                              plan.department ?? t('commissions.plans.anyDepartment'),
                              plan.title ?? t('commissions.plans.anyTitle'),
                            ].join(' · ')}
                          </option>
                        ))}
                      </select>
                    </>
                  )}
                </Field>
                <p className={styles.fieldHint}>{t('commissions.create.planHint')}</p>
                {chosenPlan ? (
                  <DataTable
                    label={t('commissions.create.plan')}
                    rows={chosenPlan.lines}
                    rowKey={(line) => line.name}
                    columns={[
                      { id: 'name', header: t('commissions.column.name'), cell: (line) => line.name },
                      {
                        id: 'type',
                        header: t('commissions.input.type'),
                        cell: (line) =>
                          `${t(`commissions.inputType.${line.inputType}`)} · ${t(`commissions.stepType.${line.type}`)}`,
                      },
                      {
                        id: 'origin',
                        header: t('commissions.input.origin'),
                        cell: (line) => t(`commissions.origin.${line.origin}`),
                      },
                      {
                        id: 'steps',
                        header: t('commissions.input.steps'),
                        numeric: true,
                        cell: (line) => line.steps.length,
                      },
                    ]}
                  />
                ) : null}
              </>
            ) : null}
          </section>
        </div>
        <div className={styles.page}>
          <section className={styles.card} aria-labelledby="covered-heading">
            <div className={styles.cardHeader}>
              <h2 id="covered-heading" className={styles.subheading}>
                {t('commissions.create.covered', { count: coveredCount })}
              </h2>
            </div>
            {coverage === null ? (
              <EmptyState
                title={t('commissions.create.pickFirst')}
                description={t('commissions.create.pickFirstDescription')}
              />
            ) : covered.data === undefined ? (
              <SkeletonRows columns={2} rows={5} label={t('commissions.loading')} />
            ) : coveredCount === 0 ? (
              <EmptyState
                title={t('commissions.create.noWorkers')}
                description={t('commissions.create.noWorkersDescription')}
              />
            ) : (
              <>
                <DataTable
                  label={t('commissions.create.coveredLabel')}
                  rows={covered.data.items}
                  rowKey={(worker) => worker.workerId}
                  refreshing={covered.isPlaceholderData}
                  columns={[
                    { id: 'name', header: t('commissions.column.worker'), cell: (worker) => workerName(worker) },
                    { id: 'title', header: t('commissions.column.title'), cell: (worker) => worker.title },
                  ]}
                />
                <Pager
                  page={coveredPage}
                  limit={COVERED_PAGE_SIZE}
                  total={coveredCount}
                  onPage={setCoveredPage}
                  of={t('commissions.create.coveredLabel')}
                />
              </>
            )}
          </section>
          {problem ? (
            <Alert tone="critical" title={t('commissions.error.saveFailed')}>
              {(problem.errors ?? []).map((error) => error.message).join(' ') || problem.detail || problem.title}
              {/* A 409 names the batch that already covers these workers and dates: open it rather than pay them twice. */}
              {problem.conflictsWith?.kind === 'commission-batch' && problem.conflictsWith.area === area ? (
                <>
                  {' '}
                  <Link to={areaPath(area, 'batch-details', problem.conflictsWith.id)}>
                    {t('commissions.create.openCovering')}
                  </Link>
                </>
              ) : null}
            </Alert>
          ) : null}
          <Button type="submit" loading={creating}>
            {t('commissions.action.createBatch')}
          </Button>
        </div>
      </form>
    </div>
  );
}
