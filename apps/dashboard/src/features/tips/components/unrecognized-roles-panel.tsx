import type { Schemas } from '@cuadre/api-client';
import type { Locale } from '@cuadre/domain';
import { Button } from '@cuadre/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { NativeOptions, NO_CHOICE_OPTION } from '../../../shared/components/native-options.tsx';
import { useT } from '../hooks/use-tips-t.ts';
import { useTipsApi } from '../api/tips-api.ts';
import { refreshTips } from '../api/tips-cache.ts';
import { knownRoleNames } from '../utils/role-rules.ts';
import { workerName } from '../utils/day-rows.ts';
import { Alert, Money, Panel } from './ui-bits.tsx';
import * as styles from './tips.css.ts';

type Props = {
  companyId: string;
  workerGroupCode: string;
  date: string;
  locale: Locale;
  canResolve: boolean;
  workerNames: ReadonlyMap<string, Schemas['TipWorker']>;
};

// Tips whose point-of-sale role matches no role rule of the group, each given a known role in one save.
export function UnrecognizedRolesPanel({ companyId, workerGroupCode, date, locale, canResolve, workerNames }: Props) {
  const t = useT();
  const { query, client } = useTipsApi();
  const queryClient = useQueryClient();
  const tips = query.useQuery('get', '/tips/get-tips-with-unrecognized-roles', {
    params: { query: { companyId, workerGroupCode, date } },
  });
  const rules = query.useQuery('get', '/tips/irsi-role-rules', { params: { query: { workerGroupCode } } });
  const roles = useMemo(() => (rules.data === undefined ? [] : knownRoleNames(rules.data)), [rules.data]);
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<number | null>(null);
  const list = tips.data?.tips ?? [];
  const picked = list.filter((tip) => (chosen[tip.id] ?? '') !== '');

  const save = async () => {
    setSaving(true);
    setProblem(null);
    const { error } = await client.POST('/tips/update-tip-with-unrecognized-role', {
      params: { header: { 'Idempotency-Key': crypto.randomUUID() } },
      body: {
        companyId,
        workerGroupCode,
        dateTip: date,
        tips: picked.map((tip) => ({ tipId: tip.id, role: chosen[tip.id] ?? '' })),
      },
    });
    setSaving(false);
    if (error !== undefined) {
      setProblem(error.errors?.[0]?.message ?? error.detail ?? error.title);
      return;
    }
    setSaved(picked.length);
    setChosen({});
    await refreshTips(queryClient);
  };

  return (
    <Panel title={t('tips.unrecognized.title')}>
      <div className={styles.panelBody}>
        {tips.isError ? (
          <Alert tone="critical" title={t('tips.error.title')}>
            <Button variant="outline" size="sm" onClick={() => void tips.refetch()}>
              {t('tips.error.retry')}
            </Button>
          </Alert>
        ) : tips.isPending ? (
          <div className={styles.skeleton} />
        ) : list.length === 0 ? (
          <p className={styles.muted}>
            {saved === null ? t('tips.unrecognized.none') : t('tips.unrecognized.saved', { count: saved })}
          </p>
        ) : (
          <>
            <p className={styles.muted}>{t('tips.unrecognized.description', { count: list.length })}</p>
            <ul className={styles.list}>
              {list.map((tip) => {
                const name = workerName(workerNames.get(tip.workerId), tip.payrollFileNumber);
                return (
                  <li key={tip.id} className={styles.field}>
                    <label className={styles.label} htmlFor={`role-${tip.id}`}>
                      {t('tips.unrecognized.tipOf', { name, role: tip.role })}
                    </label>
                    <span className={styles.actions}>
                      <select
                        id={`role-${tip.id}`}
                        className={styles.control}
                        value={chosen[tip.id] ?? NO_CHOICE_OPTION}
                        disabled={!canResolve}
                        onChange={(event) => {
                          const role = event.target.value;
                          setChosen(({ [tip.id]: _previous, ...others }) =>
                            role === NO_CHOICE_OPTION ? others : { ...others, [tip.id]: role },
                          );
                        }}
                      >
                        <NativeOptions
                          select={t('tips.unrecognized.tipOf', { name, role: tip.role })}
                          options={[
                            { value: NO_CHOICE_OPTION, label: t('tips.unrecognized.choose') },
                            ...roles.map((role) => ({ value: role, label: role })),
                          ]}
                        />
                      </select>
                      <span className={`${styles.numeric} ${styles.muted}`}>
                        <Money cents={tip.total} locale={locale} />
                      </span>
                    </span>
                  </li>
                );
              })}
            </ul>
            {problem === null ? null : <Alert tone="critical" title={problem} />}
            {canResolve ? (
              <span className={styles.actions}>
                <Button size="sm" disabled={picked.length === 0} loading={saving} onClick={() => void save()}>
                  {t('tips.unrecognized.assign', { count: picked.length })}
                </Button>
              </span>
            ) : (
              <p className={styles.hint}>{t('tips.unrecognized.readOnly')}</p>
            )}
          </>
        )}
      </div>
    </Panel>
  );
}
