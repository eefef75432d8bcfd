import { roleRuleRowsOf } from '@cuadre/domain';
import { Button } from '@cuadre/ui';
import { useT } from '../hooks/use-tips-t.ts';
import { useTipsApi } from '../api/tips-api.ts';
import { Alert, Panel } from './ui-bits.tsx';
import * as styles from './tips.css.ts';

const FLAGS = [
  { flag: 'tipUser', key: 'tips.roleRules.tipUserRoles' },
  { flag: 'report', key: 'tips.roleRules.reportRoles' },
  { flag: 'payable', key: 'tips.roleRules.payableRoles' },
] as const;

// §3, §5: a worker group's role rules, one row per job code: receives tips, appears in reports, is paid out.
export function RoleRulesPanel({ workerGroupCode, title }: { workerGroupCode: string; title?: string }) {
  const t = useT();
  const { query } = useTipsApi();
  const rules = query.useQuery('get', '/tips/irsi-role-rules', { params: { query: { workerGroupCode } } });
  const rows = rules.data === undefined ? [] : roleRuleRowsOf(rules.data);
  return (
    <Panel title={title ?? t('tips.roleRules.title', { group: workerGroupCode })}>
      {rules.isError ? (
        <div className={styles.panelBody}>
          <Alert tone="critical" title={t('tips.error.title')}>
            <Button variant="outline" size="sm" onClick={() => void rules.refetch()}>
              {t('tips.error.retry')}
            </Button>
          </Alert>
        </div>
      ) : rules.isPending ? (
        <div className={styles.panelBody}>
          <div className={styles.skeleton} />
        </div>
      ) : rows.length === 0 ? (
        <div className={styles.panelBody}>
          <p className={styles.muted}>{t('tips.roleRules.none')}</p>
        </div>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th className={`${styles.th} ${styles.numeric}`} scope="col">
                {t('tips.col.jobCode')}
              </th>
              <th className={styles.th} scope="col">
                {t('tips.col.roleName')}
              </th>
              {FLAGS.map(({ flag, key }) => (
                <th key={flag} className={`${styles.th} ${styles.center}`} scope="col">
                  {t(key)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.jobcode}>
                <td className={`${styles.td} ${styles.numeric}`}>{row.jobcode}</td>
                <td className={styles.td}>{row.name}</td>
                {FLAGS.map(({ flag }) => (
                  <td key={flag} className={`${styles.td} ${styles.center}`}>
                    {row[flag] ? (
                      <span aria-label={t('tips.yes')}>✓</span>
                    ) : (
                      <span className={styles.muted} aria-label={t('tips.no')}>
                        –
                      </span>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  );
}
