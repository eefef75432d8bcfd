import type { Schemas } from '@cuadre/api-client';
import type { Locale } from '@cuadre/domain';
import { formatCents } from '@cuadre/domain';
import { Alert, Button, Card, ErrorState, Inline, Select, Skeleton, Stack, Text } from '@cuadre/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { NO_CHOICE_OPTION } from '../../../shared/components/native-options.tsx';
import { useT } from '../hooks/use-tips-t.ts';
import { useTipsApi } from '../api/tips-api.ts';
import { refreshTips } from '../api/tips-cache.ts';
import { knownRoleNames } from '../utils/role-rules.ts';
import { workerName } from '../utils/day-rows.ts';

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

  const options = [
    { value: NO_CHOICE_OPTION, label: t('tips.unrecognized.choose') },
    ...roles.map((role) => ({ value: role, label: role })),
  ];
  return (
    <Card title={t('tips.unrecognized.title')}>
      {tips.isError ? (
        <ErrorState
          title={t('tips.error.title')}
          description={t('tips.error.description')}
          onRetry={() => void tips.refetch()}
          retryLabel={t('tips.error.retry')}
        />
      ) : tips.isPending ? (
        <Skeleton />
      ) : list.length === 0 ? (
        <Text as="p" tone="muted">
          {saved === null ? t('tips.unrecognized.none') : t('tips.unrecognized.saved', { count: saved })}
        </Text>
      ) : (
        <Stack space="small">
          <Text as="p" tone="muted">
            {t('tips.unrecognized.description', { count: list.length })}
          </Text>
          <Stack as="ul" space="small">
            {list.map((tip) => {
              const name = workerName(workerNames.get(tip.workerId), tip.payrollFileNumber);
              return (
                <Inline key={tip.id} space="small" alignY="bottom" wrap={false}>
                  <Select
                    label={t('tips.unrecognized.tipOf', { name, role: tip.role })}
                    options={options}
                    value={chosen[tip.id] ?? NO_CHOICE_OPTION}
                    disabled={!canResolve}
                    onValueChange={(role) =>
                      setChosen(({ [tip.id]: _previous, ...others }) =>
                        role === NO_CHOICE_OPTION ? others : { ...others, [tip.id]: role },
                      )
                    }
                  />
                  <Text tone="muted" numeric>
                    {formatCents(tip.total, locale)}
                  </Text>
                </Inline>
              );
            })}
          </Stack>
          {problem === null ? null : <Alert tone="critical" title={problem} />}
          {canResolve ? (
            <Inline space="xsmall">
              <Button size="sm" disabled={picked.length === 0} loading={saving} onClick={() => void save()}>
                {t('tips.unrecognized.assign', { count: picked.length })}
              </Button>
            </Inline>
          ) : (
            <Text size="small" tone="muted">
              {t('tips.unrecognized.readOnly')}
            </Text>
          )}
        </Stack>
      )}
    </Card>
  );
}
