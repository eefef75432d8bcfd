import type { TipRule } from '@cuadre/domain';
import { fieldProblemOf, fieldProblemPredicate } from '@cuadre/domain';
import { validateTipRules } from '../utils/tip-rules.ts';
import { Alert, Button, ErrorState, Form, Heading, Inline, Skeleton, Stack } from '@cuadre/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTipsScope } from '../hooks/use-tips-scope.ts';
import { useT } from '../hooks/use-tips-t.ts';
import { useTipsApi } from '../api/tips-api.ts';
import { refreshTips } from '../api/tips-cache.ts';
import { TipRulesFields } from './tip-rules-fields.tsx';

// §3, §5: the worker group's tip rules, checked as they are typed with the two messages of §5.
export function TipRulesEditor({
  companyId,
  workerGroupCode,
  canEdit,
  roles,
}: {
  companyId: string;
  workerGroupCode: string;
  canEdit: boolean;
  roles: readonly string[];
}) {
  const t = useT();
  const { query } = useTipsApi();
  const rules = query.useQuery('get', '/tips/tip-rules', { params: { query: { companyId, workerGroupCode } } });
  return (
    <Stack space="small">
      <Heading level={3} as="h2">
        {t('tips.rules.title')}
      </Heading>
      {rules.isError ? (
        <ErrorState
          title={t('tips.error.title')}
          description={t('tips.error.description')}
          onRetry={() => void rules.refetch()}
          retryLabel={t('tips.error.retry')}
        />
      ) : rules.isPending ? (
        <Skeleton height={120} />
      ) : (
        <RulesForm
          key={JSON.stringify(rules.data.tipRules)}
          initial={rules.data.tipRules}
          companyId={companyId}
          workerGroupCode={workerGroupCode}
          canEdit={canEdit}
          roles={roles}
        />
      )}
    </Stack>
  );
}

function RulesForm({
  initial,
  companyId,
  workerGroupCode,
  canEdit,
  roles,
}: {
  initial: readonly TipRule[];
  companyId: string;
  workerGroupCode: string;
  canEdit: boolean;
  roles: readonly string[];
}) {
  const t = useT();
  const { client } = useTipsApi();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<TipRule[]>(() => initial.map((rule) => ({ ...rule })));
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'positive' | 'critical'; text: string } | null>(null);
  const [serverErrors, setServerErrors] = useState<{ path: string; message: string }[]>([]);
  const { locale } = useTipsScope();
  const errors = [...validateTipRules(draft), ...serverErrors];
  const change = (index: number, changes: Partial<TipRule>) => {
    setServerErrors([]);
    setNotice(null);
    setDraft((current) => current.map((rule, i) => (i === index ? { ...rule, ...changes } : rule)));
  };
  const save = async () => {
    if (validateTipRules(draft).length > 0) return;
    setSaving(true);
    const { error } = await client.PUT('/tips/tip-rules', {
      body: { companyId, workerGroupCode, tipRules: draft.map((rule) => ({ ...rule, role: rule.role.trim() })) },
    });
    setSaving(false);
    if (error !== undefined) {
      // A broken contract rule reads in the user's language with its bound; a handler's sentence stays as it came.
      setServerErrors(
        (error.errors ?? []).map((e) => ({
          path: (e.pointer ?? '').replace(/^\/body\/tipRules/, '/rules'),
          message: fieldProblemPredicate(fieldProblemOf(e), locale),
        })),
      );
      setNotice({ tone: 'critical', text: error.detail ?? error.title });
      return;
    }
    setNotice({ tone: 'positive', text: t('tips.rules.saved') });
    await refreshTips(queryClient);
  };
  return (
    <Form onSubmit={() => void save()}>
      <TipRulesFields
        label={t('tips.rules.title')}
        rules={draft}
        errors={errors}
        canEdit={canEdit}
        roles={roles}
        emptyText={t('tips.rules.none')}
        onChange={change}
        onRemove={(index) => setDraft((current) => current.filter((_, i) => i !== index))}
      />
      {notice === null ? null : <Alert tone={notice.tone} title={notice.text} />}
      {canEdit ? (
        <Inline space="xsmall">
          <Button
            variant="outline"
            size="sm"
            onClick={() =>
              setDraft((current) => [
                ...current,
                { role: '', automaticDisbursement: false, accumulateTips: false, allowsFullSplit: false },
              ])
            }
          >
            {t('tips.rules.add')}
          </Button>
          <Button type="submit" size="sm" loading={saving} disabled={errors.length > 0}>
            {t('tips.rules.save')}
          </Button>
        </Inline>
      ) : null}
    </Form>
  );
}
