import type { Schemas } from '@cuadre/api-client';
import {
  compareNames,
  formatCents,
  formatDate,
  isCalendarDate,
  TIPS_HOME_PATH,
  TIPS_IRSI_HOME_PATH,
} from '@cuadre/domain';
import { Alert, Button, DatePicker, Heading, Inline, Stack, Stat, StatusPill, Tiles } from '@cuadre/ui';
import { useAtom } from 'jotai';
import { Suspense, lazy, useDeferredValue, useMemo, useState } from 'react';
import { useT } from '../hooks/use-tips-t.ts';
import { useTipsApi } from '../api/tips-api.ts';
import { DayWorkersTable } from '../components/day-workers-table.tsx';
import { TipsPage } from '../components/tips-page.tsx';
import { useDatePickerLabels } from '../components/ui-text.ts';
import * as styles from '../components/tips.css.ts';
import { puertoRicoToday, useTipsScope } from '../hooks/use-tips-scope.ts';
import { useTipDay } from '../hooks/use-tip-day.ts';
import { tipDateState } from '../states/tip-date-state.ts';
import { dayTotals, formatHours, isDayLocked, shiftDate } from '../utils/day-rows.ts';

export type TipsDayVariant = 'normal' | 'irsi';

const DAY_FIGURES = [
  'tips.day.totalTips',
  'tips.day.digital',
  'tips.day.nonDigital',
  'tips.day.workers',
  'tips.day.hours',
  'tips.day.splitsGiven',
] as const;

// The point-of-sale comparison (and its query) loads when it is first opened.
const PosDayDrawer = lazy(() =>
  import('../components/pos-day-drawer.tsx').then((module) => ({ default: module.PosDayDrawer })),
);
// The panels beside each other under the workers' table (the day's splits, unrecognized roles, role rules, notes)
// each fetch their own answer; their code downloads after the page's, at once, as a chunk of its own.
const SplitsPanel = lazy(() =>
  import('../components/splits-panel.tsx').then((module) => ({ default: module.SplitsPanel })),
);
const UnrecognizedRolesPanel = lazy(() =>
  import('../components/unrecognized-roles-panel.tsx').then((module) => ({ default: module.UnrecognizedRolesPanel })),
);
const RoleRulesPanel = lazy(() =>
  import('../components/role-rules-panel.tsx').then((module) => ({ default: module.RoleRulesPanel })),
);
const DayNotesPanel = lazy(() =>
  import('../components/day-notes-panel.tsx').then((module) => ({ default: module.DayNotesPanel })),
);
// A new split's form and a worker's received splits load when they are first opened.
const SplitDrawer = lazy(() =>
  import('../components/split-drawer.tsx').then((module) => ({ default: module.SplitDrawer })),
);
const ReceivedSplitsDrawer = lazy(() =>
  import('../components/received-splits-drawer.tsx').then((module) => ({ default: module.ReceivedSplitsDrawer })),
);

// Tips home (§2): the day's workers, hours, unrecognized roles, splits and notes; the irsi variant adds the group's role rules.
export function TipsDayPage({ variant }: { variant: TipsDayVariant }) {
  const t = useT();
  const today = puertoRicoToday();
  const [selected, setSelected] = useAtom(tipDateState);
  const latest = useLatestTipDay();
  const dateLabels = useDatePickerLabels();
  const date = selected ?? latest.date ?? today;
  // The day's panels (some 800 elements) mount in a deferred render once the newest day is known: React draws them
  // in slices between the browser's other work, not in the one long task of the answer's arrival.
  const waiting = useDeferredValue(selected === null && latest.pending);
  return (
    <TipsPage
      path={variant === 'irsi' ? TIPS_IRSI_HOME_PATH : TIPS_HOME_PATH}
      subtitle={variant === 'irsi' ? t('tips.day.irsiSubtitle') : t('tips.day.subtitle')}
      actions={
        <Inline space="small" alignY="bottom">
          {variant === 'irsi' ? <StatusPill tone="info">{t('tips.day.irsiBadge')}</StatusPill> : null}
          <Button variant="outline" size="sm" onClick={() => setSelected(shiftDate(date, -1))}>
            {t('tips.day.previous')}
          </Button>
          <DatePicker
            label={t('tips.day.date')}
            value={date}
            maxValue={today}
            {...dateLabels}
            onChange={(value) => {
              // While a year is typed the field holds years such as 0002: only a whole calendar date is a day.
              if (value !== null && isCalendarDate(value) && value <= today) setSelected(value);
            }}
          />
          <Button variant="outline" size="sm" disabled={date >= today} onClick={() => setSelected(shiftDate(date, 1))}>
            {t('tips.day.next')}
          </Button>
          <Button variant="ghost" size="sm" disabled={date === today} onClick={() => setSelected(today)}>
            {t('tips.day.today')}
          </Button>
        </Inline>
      }
    >
      {({ companyId, workerGroupCode }) =>
        waiting ? (
          <Tiles space="small" minTileWidth="small" aria-busy="true">
            {DAY_FIGURES.map((key) => (
              <Stat key={key} label={t(key)} value="" loading />
            ))}
          </Tiles>
        ) : (
          <TipsDay
            key={`${workerGroupCode}-${date}`}
            companyId={companyId}
            workerGroupCode={workerGroupCode}
            date={date}
            variant={variant}
          />
        )
      }
    </TipsPage>
  );
}

// The newest day with tips in the group: where the home opens until the user picks a day.
function useLatestTipDay(): { date: string | null; pending: boolean } {
  const { companyId, workerGroupCode } = useTipsScope();
  const { query } = useTipsApi();
  const latest = query.useQuery(
    'get',
    '/tips/history',
    { params: { query: { companyId: companyId ?? '', workerGroupCode: workerGroupCode ?? '', limit: 1 } } },
    { enabled: companyId !== null && workerGroupCode !== null },
  );
  return { date: latest.data?.items[0]?.dateTip ?? null, pending: latest.isPending && latest.fetchStatus !== 'idle' };
}

function TipsDay({
  companyId,
  workerGroupCode,
  date,
  variant,
}: {
  companyId: string;
  workerGroupCode: string;
  date: string;
  variant: TipsDayVariant;
}) {
  const t = useT();
  const { locale, allows, user } = useTipsScope();
  const { query } = useTipsApi();
  const day = useTipDay({ companyId, workerGroupCode, date });
  const current = query.useQuery('get', '/tips/current-users', { params: { query: { companyId, workerGroupCode } } });
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const [worker, setWorker] = useState<string | null>(null);
  const [comparing, setComparing] = useState(false);
  const totals = dayTotals(day.rows);
  const locked = isDayLocked(day.rows);
  const names = useMemo(() => {
    const all = new Map<string, Schemas['TipWorker']>(day.workerNames);
    for (const tipWorker of current.data?.workers ?? []) if (!all.has(tipWorker.id)) all.set(tipWorker.id, tipWorker);
    return all;
  }, [day.workerNames, current.data]);
  // Split givers and receivers are named once both lists are in; the others are then read one by one.
  const knownNames = day.isPending || current.isPending ? undefined : names;
  const recipients = useMemo(
    () =>
      [...names.values()].sort(
        (a, b) => compareNames(a.lastName, b.lastName) || compareNames(a.firstName, b.firstName),
      ),
    [names],
  );
  const splitsGiven = day.summary.reduce((sum, row) => sum + row.splitsGiven, 0);

  return (
    <>
      <Tiles space="small" minTileWidth="small">
        <Stat label={t('tips.day.totalTips')} value={formatCents(totals.total, locale)} />
        <Stat label={t('tips.day.digital')} value={formatCents(totals.digital, locale)} />
        <Stat label={t('tips.day.nonDigital')} value={formatCents(totals.nonDigital, locale)} />
        <Stat label={t('tips.day.workers')} value={String(totals.workers)} />
        <Stat label={t('tips.day.hours')} value={formatHours(totals.hours, locale)} />
        <Stat label={t('tips.day.splitsGiven')} value={formatCents(splitsGiven, locale)} />
      </Tiles>
      {locked ? (
        <Alert tone="caution" title={t('tips.day.locked.title')}>
          {t('tips.day.locked.description', { date: formatDate(date, locale) })}
        </Alert>
      ) : null}
      {created === null ? null : <Alert tone="positive" title={t('tips.split.created')} />}
      <Stack space="small">
        <Inline space="small" align="spaceBetween">
          <Heading level={3} as="h2">
            {t('tips.day.workersTitle', { date: formatDate(date, locale) })}
          </Heading>
          <Button variant="outline" size="sm" aria-haspopup="dialog" onClick={() => setComparing(true)}>
            {t('tips.pos.open')}
          </Button>
        </Inline>
        <DayWorkersTable
          rows={day.rows}
          locale={locale}
          companyId={companyId}
          workerGroupCode={workerGroupCode}
          date={date}
          canEditHours={allows('tips.hours.edit') && !locked}
          isPending={day.isPending}
          isError={day.isError}
          onRetry={day.retry}
          onShowWorker={setWorker}
        />
      </Stack>
      {/* One boundary: the two columns appear together, so neither takes the other's place meanwhile. */}
      <Suspense fallback={null}>
        <div className={styles.sideBySide}>
          <SplitsPanel
            companyId={companyId}
            workerGroupCode={workerGroupCode}
            userId={user?.id ?? 'unknown'}
            date={date}
            locale={locale}
            names={knownNames}
            canApprove={allows('tips.splits.approve') && !locked}
            canCreate={allows('tips.splits.create') && !locked}
            onCreate={() => setCreating(true)}
            highlight={created}
          />
          <Stack space="medium">
            <UnrecognizedRolesPanel
              companyId={companyId}
              workerGroupCode={workerGroupCode}
              date={date}
              locale={locale}
              canResolve={allows('tips.unrecognized-roles.resolve')}
              workerNames={names}
            />
            {variant === 'irsi' ? (
              <RoleRulesPanel
                workerGroupCode={workerGroupCode}
                title={t('tips.day.irsiRoleRules', { group: workerGroupCode })}
              />
            ) : null}
            <DayNotesPanel companyId={companyId} workerGroupCode={workerGroupCode} date={date} locale={locale} />
          </Stack>
        </div>
      </Suspense>
      {creating ? (
        <Suspense fallback={null}>
          <SplitDrawer
            companyId={companyId}
            workerGroupCode={workerGroupCode}
            date={date}
            locale={locale}
            rows={day.rows}
            recipients={recipients}
            onClose={() => setCreating(false)}
            onCreated={(split) => {
              setCreating(false);
              setCreated(split.id);
            }}
          />
        </Suspense>
      ) : null}
      {comparing ? (
        <Suspense fallback={null}>
          <PosDayDrawer
            companyId={companyId}
            workerGroupCode={workerGroupCode}
            date={date}
            locale={locale}
            rows={day.rows}
            dayPending={day.isPending || day.hoursPending}
            dayError={day.isError}
            onRetryDay={day.retry}
            onClose={() => setComparing(false)}
          />
        </Suspense>
      ) : null}
      {worker === null ? null : (
        <Suspense fallback={null}>
          <ReceivedSplitsDrawer
            companyId={companyId}
            workerGroupCode={workerGroupCode}
            date={date}
            workerId={worker}
            locale={locale}
            names={knownNames}
            onClose={() => setWorker(null)}
          />
        </Suspense>
      )}
    </>
  );
}
