import type { Schemas } from '@cuadre/api-client';
import type { TipRule, ValidationError } from '@cuadre/domain';
import {
  Alert,
  Form,
  Button,
  Checkbox,
  DescriptionList,
  Drawer,
  EmptyState,
  ErrorState,
  Heading,
  Inline,
  Skeleton,
  Stack,
  Text,
  TextField,
} from '@cuadre/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../hooks/use-tips-t.ts';
import { useTipsApi } from '../api/tips-api.ts';
import { refreshTips } from '../api/tips-cache.ts';
import { workerName } from '../utils/day-rows.ts';
import type { WorkerTipSettingsDraft } from '../utils/worker-tip-settings.ts';
import {
  draftFromWorker,
  isDrawerField,
  tipSettingsChanges,
  tipSettingsProblemErrors,
  validateWorkerTipSettings,
} from '../utils/worker-tip-settings.ts';
import { TipRulesFields } from './tip-rules-fields.tsx';
import { useDomainMessage } from './use-tips-labels.ts';

type Props = {
  workerId: string;
  // The name the list showed, for the title while the worker loads.
  name: string;
  roles: readonly string[];
  canEdit: boolean;
  onClose: () => void;
};

type Notice = { tone: 'positive' | 'critical' | 'info'; text: string; details?: string[] };

// Tips → Employees: one worker's tip settings and personal tip rules, editable by a tips admin.
export function WorkerTipSettingsDrawer({ workerId, name, roles, canEdit, onClose }: Props) {
  const t = useT();
  const { query } = useTipsApi();
  const worker = query.useQuery('get', '/workers/{workerId}', { params: { path: { workerId } } });
  const [notice, setNotice] = useState<Notice | null>(null);
  const title = t('tips.worker.title', { name: worker.data === undefined ? name : workerName(worker.data, name) });
  return (
    <Drawer
      title={title}
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      closeLabel={t('tips.close')}
      size="large"
    >
      <Stack space="medium">
        {worker.isError ? (
          worker.error.status === 404 || worker.error.status === 400 ? (
            <EmptyState title={t('tips.worker.notFound.title')} description={t('tips.worker.notFound.description')} />
          ) : (
            <ErrorState
              title={t('tips.error.title')}
              description={t('tips.error.description')}
              onRetry={() => void worker.refetch()}
              retryLabel={t('tips.error.retry')}
            />
          )
        ) : worker.isPending ? (
          <Stack space="small" aria-busy="true">
            <Skeleton width="60%" />
            <Skeleton width="40%" />
            <Skeleton height={120} />
          </Stack>
        ) : (
          <>
            <DescriptionList
              size="small"
              items={[
                { term: t('tips.col.payrollFileNumber'), description: worker.data.payrollFileNumber },
                { term: t('tips.col.posId'), description: worker.data.posId ?? '—' },
                { term: t('tips.splitDetails.group'), description: worker.data.workerGroupCode },
              ]}
            />
            {canEdit ? null : <Alert tone="info" title={t('tips.worker.readOnly')} />}
            <SettingsForm
              key={JSON.stringify(draftFromWorker(worker.data))}
              worker={worker.data}
              name={workerName(worker.data, name)}
              roles={roles}
              canEdit={canEdit}
              notice={notice}
              onNotice={setNotice}
              onCancel={onClose}
            />
          </>
        )}
      </Stack>
    </Drawer>
  );
}

function SettingsForm({
  worker,
  name,
  roles,
  canEdit,
  notice,
  onNotice,
  onCancel,
}: {
  worker: Schemas['Worker'];
  name: string;
  roles: readonly string[];
  canEdit: boolean;
  notice: Notice | null;
  onNotice: (notice: Notice | null) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const message = useDomainMessage();
  const { client } = useTipsApi();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<WorkerTipSettingsDraft>(() => draftFromWorker(worker));
  const [serverErrors, setServerErrors] = useState<ValidationError[]>([]);
  const [saving, setSaving] = useState(false);
  const errors = [...validateWorkerTipSettings(draft), ...serverErrors];
  const errorAt = (path: string): string | undefined => {
    const found = errors.find((error) => error.path === path);
    return found === undefined ? undefined : message(found.message);
  };
  const update = (changes: Partial<WorkerTipSettingsDraft>) => {
    setServerErrors([]);
    onNotice(null);
    setDraft((current) => ({ ...current, ...changes }));
  };
  const changeRule = (index: number, changes: Partial<TipRule>) =>
    update({ tipRules: draft.tipRules.map((rule, i) => (i === index ? { ...rule, ...changes } : rule)) });

  const save = async () => {
    if (validateWorkerTipSettings(draft).length > 0) {
      onNotice({ tone: 'critical', text: t('tips.worker.fixErrors') });
      return;
    }
    const body = tipSettingsChanges(worker, draft);
    if (body === null) {
      onNotice({ tone: 'info', text: t('tips.worker.unchanged') });
      return;
    }
    setSaving(true);
    const { error } = await client.PATCH('/workers/{workerId}/tip-settings', {
      params: { path: { workerId: worker.id } },
      body,
    });
    setSaving(false);
    if (error !== undefined) {
      const found = tipSettingsProblemErrors(error);
      setServerErrors(found.filter((e) => isDrawerField(e.path)));
      const elsewhere = found.filter((e) => !isDrawerField(e.path)).map((e) => message(e.message));
      onNotice({
        tone: 'critical',
        text: found.some((e) => isDrawerField(e.path)) ? t('tips.worker.fixErrors') : (error.detail ?? error.title),
        details: elsewhere,
      });
      return;
    }
    onNotice({ tone: 'positive', text: t('tips.worker.saved', { name }) });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['get', '/workers/{workerId}'] }),
      refreshTips(queryClient),
    ]);
  };

  return (
    <Form onSubmit={() => void save()}>
      {(
        [
          ['tipsEnabled', 'tips.worker.tipsEnabled', 'tips.worker.tipsEnabledHint'],
          ['ignoreRoleForTips', 'tips.worker.ignoreRole', 'tips.worker.ignoreRoleHint'],
        ] as const
      ).map(([key, label, hint]) => {
        const error = errorAt(`/${key}`);
        return (
          <Stack key={key} space="xxsmall">
            <Checkbox
              checked={draft[key]}
              disabled={!canEdit}
              invalid={error !== undefined}
              onChange={(checked) => update({ [key]: checked })}
            >
              {t(label)}
            </Checkbox>
            <Text size="xsmall" tone="muted">
              {t(hint)}
            </Text>
            {error === undefined ? null : (
              <Text size="small" tone="critical">
                {error}
              </Text>
            )}
          </Stack>
        );
      })}
      <TextField
        label={t('tips.worker.defaultRole')}
        description={t('tips.worker.defaultRoleHint')}
        disabled={!canEdit}
        value={draft.defaultRole}
        onChange={(defaultRole) => update({ defaultRole })}
        {...(errorAt('/defaultRole') === undefined ? {} : { errorMessage: errorAt('/defaultRole') })}
      />
      <Stack space="small">
        <Stack space="xxsmall">
          <Heading level={4} as="h3">
            {t('tips.worker.rulesTitle')}
          </Heading>
          <Text as="p" size="small" tone="muted">
            {t('tips.worker.rulesHint')}
          </Text>
        </Stack>
        <TipRulesFields
          label={t('tips.worker.rulesTitle')}
          rules={draft.tipRules}
          errors={errors}
          canEdit={canEdit}
          roles={roles}
          emptyText={t('tips.worker.rulesNone')}
          onChange={changeRule}
          onRemove={(index) => update({ tipRules: draft.tipRules.filter((_, i) => i !== index) })}
        />
        {canEdit ? (
          <Inline space="xsmall">
            <Button
              variant="outline"
              size="sm"
              onClick={() =>
                update({
                  tipRules: [
                    ...draft.tipRules,
                    { role: '', automaticDisbursement: false, accumulateTips: false, allowsFullSplit: false },
                  ],
                })
              }
            >
              {t('tips.rules.add')}
            </Button>
          </Inline>
        ) : null}
      </Stack>
      {notice === null ? null : (
        <Alert tone={notice.tone} title={notice.text}>
          {notice.details === undefined || notice.details.length === 0 ? null : (
            <Stack as="ul" space="xxsmall">
              {notice.details.map((detail) => (
                <Text key={detail}>{detail}</Text>
              ))}
            </Stack>
          )}
        </Alert>
      )}
      {canEdit ? (
        <Inline space="xsmall" align="right">
          <Button variant="ghost" onClick={onCancel}>
            {t('tips.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('tips.worker.save')}
          </Button>
        </Inline>
      ) : null}
    </Form>
  );
}
