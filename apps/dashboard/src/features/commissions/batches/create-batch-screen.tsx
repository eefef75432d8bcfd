import type { Problem } from '../api/commissions-api.ts';
import { todayInPuertoRico } from '@cuadre/domain';
import {
  Alert,
  Button,
  Card,
  Column,
  Columns,
  DataTable,
  EmptyState,
  Inline,
  Paginator,
  Select,
  Skeleton,
  Stack,
  Text,
  TextArea,
  Heading,
} from '@cuadre/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ALL_OPTION, chosenOption, NO_CHOICE_OPTION, shownOption } from '../../../shared/components/native-options.tsx';
import { useBrands, useCommissionEmployees, useInvalidateBatches } from '../api/batch-queries.ts';
import { useCommissionsApi } from '../api/commissions-api.ts';
import type { BatchArea } from '../area.ts';
import { AREA_CREATE_ACTION, areaPath } from '../area.ts';
import * as styles from '../components/commissions.css.ts';
import { DeadlinePill } from '../components/status.tsx';
import { fixedColumns, usePaging } from '../components/labels.ts';
import { PeriodFields } from '../components/period-fields.tsx';
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
import { BatchPageHeader } from './batch-frame.tsx';

const COVERED_PAGE_SIZE = 25;

export function CreateBatchScreen({ area, title, now = new Date() }: { area: BatchArea; title: string; now?: Date }) {
  const t = useCommissionsT();
  const paging = usePaging();
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
      <Stack space="medium">
        <BatchPageHeader area={area} title={title} />
        <Alert tone="info" title={t('commissions.create.notAllowed')} />
      </Stack>
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

  const limitDate = (date: string | null, notice: number) =>
    date === null ? (
      '—'
    ) : (
      <Inline space="xsmall" alignY="center">
        {date}
        <DeadlinePill state={deadlineState(date, today, notice)} />
      </Inline>
    );
  const dateError =
    errorAt('/endDate')?.message === 'order'
      ? t('commissions.error.endBeforeStart')
      : errorAt('/startDate') || errorAt('/endDate')?.message === 'required'
        ? t('commissions.error.dates')
        : undefined;
  const paged = paging({
    page: coveredPage,
    limit: COVERED_PAGE_SIZE,
    total: coveredCount,
    onPage: setCoveredPage,
    of: t('commissions.create.coveredLabel'),
  });

  return (
    <Stack space="medium">
      <BatchPageHeader area={area} title={title} description={t('commissions.create.description')} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void create();
        }}
      >
        <Columns space="medium" collapseBelow="desktop">
          <Column width="2/3">
            <Stack space="medium">
              <Card title={t('commissions.create.who')}>
                <Stack space="small">
                  <Inline space="small" alignY="top">
                    <Select
                      className={styles.filter}
                      label={t('commissions.filter.brand')}
                      value={shownOption(draft.brand, NO_CHOICE_OPTION)}
                      errorMessage={errorAt('/brand') ? t('commissions.error.required') : undefined}
                      onValueChange={(value) =>
                        update({ brand: chosenOption(value, NO_CHOICE_OPTION), department: '', title: '' })
                      }
                      options={[
                        { value: NO_CHOICE_OPTION, label: t('commissions.create.choose') },
                        ...brandList.map((brand) => ({ value: brand.name, label: brand.name })),
                      ]}
                    />
                    <Select
                      className={styles.filter}
                      label={t('commissions.filter.department')}
                      value={shownOption(draft.department, NO_CHOICE_OPTION)}
                      disabled={draft.brand === ''}
                      errorMessage={errorAt('/department') ? t('commissions.error.required') : undefined}
                      onValueChange={(value) =>
                        update({ department: chosenOption(value, NO_CHOICE_OPTION), title: '' })
                      }
                      options={[
                        { value: NO_CHOICE_OPTION, label: t('commissions.create.choose') },
                        ...departments.map((department) => ({ value: department.name, label: department.name })),
                      ]}
                    />
                    <Select
                      className={styles.filter}
                      label={t('commissions.filter.title')}
                      value={shownOption(draft.title)}
                      disabled={draft.department === ''}
                      onValueChange={(value) => update({ title: chosenOption(value) })}
                      options={[
                        { value: ALL_OPTION, label: t('commissions.create.allTitles') },
                        ...titles.map((option) => ({ value: option.name, label: option.name })),
                      ]}
                    />
                  </Inline>
                  {titles.length > 0 ? (
                    <DataTable
                      label={t('commissions.create.deadlines')}
                      data={draft.title === '' ? titles : titles.filter((candidate) => candidate.name === draft.title)}
                      getRowId={(row) => row.name}
                      columns={fixedColumns(titles, [
                        { id: 'title', header: t('commissions.column.title'), value: (row) => row.name },
                        {
                          id: 'frequency',
                          header: t('commissions.column.frequency'),
                          value: (row) => t(`commissions.frequency.${row.commissionFrequency}`),
                        },
                        {
                          id: 'creation',
                          header: t('commissions.deadline.creation'),
                          value: (row) => row.commissionBatchCreationLimitDate,
                          cell: (row) =>
                            limitDate(row.commissionBatchCreationLimitDate, row.daysBeforeCreationNotification),
                        },
                        {
                          id: 'approval',
                          header: t('commissions.deadline.approval'),
                          value: (row) => row.commissionBatchApprovalLimitDate,
                          cell: (row) =>
                            limitDate(row.commissionBatchApprovalLimitDate, row.daysBeforeApprovalNotification),
                        },
                      ])}
                    />
                  ) : null}
                </Stack>
              </Card>
              <Card title={t('commissions.create.period')}>
                <Stack space="small">
                  <Inline space="small" alignY="top">
                    <PeriodFields
                      period={draft}
                      startLabel={t('commissions.create.startDate')}
                      endLabel={t('commissions.create.endDate')}
                      errorMessage={dateError}
                      onChange={(change) => setDraft((current) => ({ ...current, ...change }))}
                    />
                  </Inline>
                  {selectedTitle?.commissionFrequency ? (
                    <Text size="small" tone="muted">
                      {t('commissions.create.frequencyHint', {
                        frequency: t(`commissions.frequency.${selectedTitle.commissionFrequency}`),
                      })}
                    </Text>
                  ) : null}
                  <TextArea
                    label={t('commissions.verify.notes')}
                    value={draft.notes}
                    onChange={(value) => setDraft((current) => ({ ...current, notes: value }))}
                    maxLength={4000}
                  />
                </Stack>
              </Card>
              <Card>
                <Stack space="small">
                  <Heading level={4} as="h2">
                    {t('commissions.create.plan')}
                  </Heading>
                  <Stack space="small" align="left">
                    {plans.isLoading ? <Skeleton height={36} /> : null}
                    {draft.department !== '' && matchingPlans.length === 0 && !plans.isLoading ? (
                      <Text tone="muted">{t('commissions.create.noPlan')}</Text>
                    ) : null}
                    {matchingPlans.length > 0 ? (
                      <Select
                        label={t('commissions.create.planLabel')}
                        description={t('commissions.create.planHint')}
                        value={chosenPlan?.id}
                        onValueChange={setPlanId}
                        options={matchingPlans.map((plan) => ({
                          value: plan.id,
                          label: [
                            plan.brand ?? t('commissions.plans.anyBrand'),
                            plan.department ?? t('commissions.plans.anyDepartment'),
                            plan.title ?? t('commissions.plans.anyTitle'),
                          ].join(' · '),
                        }))}
                      />
                    ) : null}
                    {chosenPlan ? (
                      <DataTable
                        className={styles.wide}
                        label={t('commissions.create.plan')}
                        data={chosenPlan.lines}
                        getRowId={(line) => line.name}
                        columns={fixedColumns(chosenPlan.lines, [
                          { id: 'name', header: t('commissions.column.name'), value: (line) => line.name },
                          {
                            id: 'type',
                            header: t('commissions.input.type'),
                            value: (line) =>
                              `${t(`commissions.inputType.${line.inputType}`)} · ${t(`commissions.stepType.${line.type}`)}`,
                          },
                          {
                            id: 'origin',
                            header: t('commissions.input.origin'),
                            value: (line) => t(`commissions.origin.${line.origin}`),
                          },
                          {
                            id: 'steps',
                            header: t('commissions.input.steps'),
                            numeric: true,
                            value: (line) => line.steps.length,
                          },
                        ])}
                      />
                    ) : null}
                  </Stack>
                </Stack>
              </Card>
            </Stack>
          </Column>
          <Column width="1/3">
            <Stack space="medium">
              <Card title={t('commissions.create.covered', { count: coveredCount })}>
                {coverage === null ? (
                  <EmptyState
                    title={t('commissions.create.pickFirst')}
                    description={t('commissions.create.pickFirstDescription')}
                  />
                ) : (
                  <Stack space="small">
                    <DataTable
                      label={t('commissions.create.coveredLabel')}
                      data={covered.data?.items ?? []}
                      getRowId={(worker) => worker.workerId}
                      status={covered.data === undefined ? 'loading' : 'success'}
                      refreshing={covered.isPlaceholderData}
                      empty={
                        <EmptyState
                          title={t('commissions.create.noWorkers')}
                          description={t('commissions.create.noWorkersDescription')}
                        />
                      }
                      columns={fixedColumns(covered.data?.items, [
                        { id: 'name', header: t('commissions.column.worker'), value: (worker) => workerName(worker) },
                        { id: 'title', header: t('commissions.column.title'), value: (worker) => worker.title },
                      ])}
                    />
                    {coveredCount > 0 ? (
                      <Stack space="xsmall">
                        <Text size="small" tone="muted" numeric>
                          {paged.range}
                        </Text>
                        <Paginator {...paged.paginator} />
                      </Stack>
                    ) : null}
                  </Stack>
                )}
              </Card>
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
            </Stack>
          </Column>
        </Columns>
      </form>
    </Stack>
  );
}
