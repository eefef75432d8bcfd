import { formatCents } from '@cuadre/domain';
import { useAtomValue } from 'jotai';
import { Suspense, lazy, useMemo, useState } from 'react';
import { useT } from '../hooks/use-tips-t.ts';
import { workerGroupOptionsSelector } from '../../../shared/states/selectors/worker-group-options-selector.ts';
import { useTipsApi } from '../api/tips-api.ts';
import { RoleRulesPanel } from '../components/role-rules-panel.tsx';
import { TipRulesEditor } from '../components/tip-rules-editor.tsx';
import { TipsPage } from '../components/tips-page.tsx';
import {
  EmptyState,
  ErrorState,
  Field,
  Panel,
  SkeletonRows,
  StatusPill,
  TableMessage,
  TableScroll,
} from '../components/ui-bits.tsx';
import * as styles from '../components/tips.css.ts';
import { useTipsScope } from '../hooks/use-tips-scope.ts';
import { knownRoleNames } from '../utils/role-rules.ts';

const COLUMNS = 8;

// The settings drawer (its form and save) downloads when a worker is first opened, not with the list.
const WorkerTipSettingsDrawer = lazy(() =>
  import('../components/worker-tip-settings-drawer.tsx').then((module) => ({
    default: module.WorkerTipSettingsDrawer,
  })),
);

// Tips → Employees: tip-enabled workers with their tip settings, the group's tip rules and its role rules.
export function TipsEmployeesPage() {
  return <TipsPage path="/tips/employees">{(scope) => <Employees key={scope.workerGroupCode} {...scope} />}</TipsPage>;
}

function Employees({ companyId, workerGroupCode }: { companyId: string; workerGroupCode: string }) {
  const t = useT();
  const { locale, allows } = useTipsScope();
  const { query } = useTipsApi();
  const employees = query.useQuery('get', '/tips/users-employees', {
    params: { query: { companyId, workerGroupCode } },
  });
  const rules = query.useQuery('get', '/tips/irsi-role-rules', { params: { query: { workerGroupCode } } });
  const roles = useMemo(() => (rules.data === undefined ? [] : knownRoleNames(rules.data)), [rules.data]);
  const [search, setSearch] = useState('');
  const [onlyEnabled, setOnlyEnabled] = useState(true);
  // §5: role rules of the groups this user may see (one group, a code list, or all for staff).
  const groups = useAtomValue(workerGroupOptionsSelector);
  const [rulesGroup, setRulesGroup] = useState(workerGroupCode);
  const [opened, setOpened] = useState<{ id: string; name: string } | null>(null);
  const list = (employees.data?.workers ?? []).filter((worker) => {
    if (onlyEnabled && !worker.tipsEnabled) return false;
    const needle = search.trim().toLowerCase();
    return (
      needle === '' ||
      `${worker.firstName} ${worker.lastName} ${worker.payrollFileNumber} ${worker.posId ?? ''}`
        .toLowerCase()
        .includes(needle)
    );
  });
  return (
    <>
      <Panel
        title={t('tips.employees.title')}
        actions={
          <div className={styles.toolbar}>
            <Field label={t('tips.employees.search')}>
              {(props) => (
                <input
                  {...props}
                  type="search"
                  className={styles.control}
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                />
              )}
            </Field>
            <label className={styles.checkboxLabel}>
              <input type="checkbox" checked={onlyEnabled} onChange={(event) => setOnlyEnabled(event.target.checked)} />
              {t('tips.employees.onlyEnabled')}
            </label>
            <span className={styles.muted}>{t('tips.employees.count', { count: list.length })}</span>
          </div>
        }
      >
        <TableScroll label={t('tips.employees.title')}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th className={styles.th} scope="col">
                  {t('tips.col.worker')}
                </th>
                <th className={styles.th} scope="col">
                  {t('tips.col.payrollFileNumber')}
                </th>
                <th className={styles.th} scope="col">
                  {t('tips.col.posId')}
                </th>
                <th className={styles.th} scope="col">
                  {t('tips.col.defaultRole')}
                </th>
                <th className={styles.th} scope="col">
                  {t('tips.col.ignoreRole')}
                </th>
                <th className={`${styles.th} ${styles.numeric}`} scope="col">
                  {t('tips.col.rules')}
                </th>
                <th className={`${styles.th} ${styles.numeric}`} scope="col">
                  {t('tips.col.grossTip')}
                </th>
                <th className={`${styles.th} ${styles.numeric}`} scope="col">
                  {t('tips.col.eligibleTip')}
                </th>
              </tr>
            </thead>
            <tbody>
              {employees.isError ? (
                <TableMessage columns={COLUMNS}>
                  <ErrorState onRetry={() => void employees.refetch()} />
                </TableMessage>
              ) : employees.isPending ? (
                <SkeletonRows columns={COLUMNS} />
              ) : list.length === 0 ? (
                <TableMessage columns={COLUMNS}>
                  <EmptyState
                    title={t('tips.employees.empty.title')}
                    description={t('tips.employees.empty.description')}
                  />
                </TableMessage>
              ) : (
                list.map((worker) => (
                  <tr key={worker.id} className={styles.row}>
                    <td className={styles.td}>
                      <button
                        type="button"
                        className={styles.linkButton}
                        aria-haspopup="dialog"
                        onClick={() => setOpened({ id: worker.id, name: `${worker.lastName}, ${worker.firstName}` })}
                      >
                        {worker.lastName}, {worker.firstName}
                      </button>
                      {worker.tipsEnabled ? null : (
                        <>
                          {' '}
                          <StatusPill tone="neutral">{t('tips.employees.tipsOff')}</StatusPill>
                        </>
                      )}
                    </td>
                    <td className={styles.td}>{worker.payrollFileNumber}</td>
                    <td className={styles.td}>{worker.posId ?? '—'}</td>
                    <td className={styles.td}>{worker.defaultRole ?? '—'}</td>
                    <td className={styles.td}>{worker.ignoreRoleForTips ? t('tips.yes') : t('tips.no')}</td>
                    <td className={`${styles.td} ${styles.numeric}`}>{worker.tipRules.length}</td>
                    <td className={`${styles.td} ${styles.numeric}`}>{formatCents(worker.grossTip, locale)}</td>
                    <td className={`${styles.td} ${styles.numeric}`}>{formatCents(worker.eligibleTip, locale)}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </TableScroll>
      </Panel>
      <div className={styles.grid}>
        <TipRulesEditor
          companyId={companyId}
          workerGroupCode={workerGroupCode}
          canEdit={allows('tips.rules.edit')}
          roles={roles}
        />
        <div className={styles.stack}>
          {groups.length > 1 ? (
            <Field label={t('tips.roleRules.group')}>
              {(props) => (
                <select
                  {...props}
                  className={styles.control}
                  value={rulesGroup}
                  onChange={(event) => setRulesGroup(event.target.value)}
                >
                  {groups.map((group) => (
                    <option key={group.value} value={group.value}>
                      {group.label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          ) : null}
          <RoleRulesPanel workerGroupCode={rulesGroup} />
        </div>
      </div>
      {opened === null ? null : (
        <Suspense fallback={null}>
          <WorkerTipSettingsDrawer
            workerId={opened.id}
            name={opened.name}
            roles={roles}
            canEdit={allows('tips.rules.edit')}
            onClose={() => setOpened(null)}
          />
        </Suspense>
      )}
    </>
  );
}
