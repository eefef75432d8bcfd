import type { Schemas } from '@cuadre/api-client';
import type { TipRule, ValidationError } from '@cuadre/domain';
import { Button, Drawer } from '@cuadre/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
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
import { Alert, EmptyState, ErrorState, Field } from './ui-bits.tsx';
import * as styles from './tips.css.ts';

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
      <div className={styles.drawerBody}>
        {worker.isError ? (
          worker.error.status === 404 || worker.error.status === 400 ? (
            <EmptyState title={t('tips.worker.notFound.title')} description={t('tips.worker.notFound.description')} />
          ) : (
            <ErrorState onRetry={() => void worker.refetch()} />
          )
        ) : worker.isPending ? (
          <div className={styles.stack} aria-busy="true">
            <div className={styles.skeleton} style={{ width: '60%' }} />
            <div className={styles.skeleton} style={{ width: '40%' }} />
            <div className={styles.skeleton} style={{ height: 120 }} />
          </div>
        ) : (
          <>
            <dl className={styles.facts}>
              <dt className={styles.factLabel}>{t('tips.col.payrollFileNumber')}</dt>
              <dd className={styles.factValue}>{worker.data.payrollFileNumber}</dd>
              <dt className={styles.factLabel}>{t('tips.col.posId')}</dt>
              <dd className={styles.factValue}>{worker.data.posId ?? '—'}</dd>
              <dt className={styles.factLabel}>{t('tips.splitDetails.group')}</dt>
              <dd className={styles.factValue}>{worker.data.workerGroupCode}</dd>
            </dl>
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
      </div>
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
  const listId = useId();
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
    <form
      className={styles.stack}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <CheckboxField
        label={t('tips.worker.tipsEnabled')}
        hint={t('tips.worker.tipsEnabledHint')}
        checked={draft.tipsEnabled}
        disabled={!canEdit}
        error={errorAt('/tipsEnabled')}
        onChange={(tipsEnabled) => update({ tipsEnabled })}
      />
      <CheckboxField
        label={t('tips.worker.ignoreRole')}
        hint={t('tips.worker.ignoreRoleHint')}
        checked={draft.ignoreRoleForTips}
        disabled={!canEdit}
        error={errorAt('/ignoreRoleForTips')}
        onChange={(ignoreRoleForTips) => update({ ignoreRoleForTips })}
      />
      <Field
        label={t('tips.worker.defaultRole')}
        hint={t('tips.worker.defaultRoleHint')}
        error={errorAt('/defaultRole')}
      >
        {(props) => (
          <input
            {...props}
            className={styles.control}
            list={listId}
            disabled={!canEdit}
            value={draft.defaultRole}
            onChange={(event) => update({ defaultRole: event.target.value })}
          />
        )}
      </Field>
      <section className={styles.stack} aria-labelledby={`${listId}-rules`}>
        <div>
          <h3 id={`${listId}-rules`} className={styles.panelTitle}>
            {t('tips.worker.rulesTitle')}
          </h3>
          <p className={`${styles.hint} ${styles.muted}`} style={{ margin: 0 }}>
            {t('tips.worker.rulesHint')}
          </p>
        </div>
        <TipRulesFields
          rules={draft.tipRules}
          errors={errors}
          canEdit={canEdit}
          roles={roles}
          listId={listId}
          emptyText={t('tips.worker.rulesNone')}
          onChange={changeRule}
          onRemove={(index) => update({ tipRules: draft.tipRules.filter((_, i) => i !== index) })}
        />
        {canEdit ? (
          <span className={styles.actions}>
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
          </span>
        ) : null}
      </section>
      {notice === null ? null : (
        <Alert tone={notice.tone} title={notice.text}>
          {notice.details === undefined || notice.details.length === 0 ? null : (
            <ul className={styles.list}>
              {notice.details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}
      {canEdit ? (
        <span className={styles.actions} style={{ justifyContent: 'flex-end' }}>
          <Button variant="ghost" onClick={onCancel}>
            {t('tips.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('tips.worker.save')}
          </Button>
        </span>
      ) : null}
    </form>
  );
}

function CheckboxField({
  label,
  hint,
  checked,
  disabled,
  error,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  disabled: boolean;
  error: string | undefined;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className={styles.checkboxField}>
      <label className={styles.checkboxLabel}>
        <input
          type="checkbox"
          checked={checked}
          disabled={disabled}
          aria-invalid={error !== undefined}
          aria-describedby={error === undefined ? `${id}-hint` : `${id}-hint ${id}-error`}
          onChange={(event) => onChange(event.target.checked)}
        />
        {label}
      </label>
      <span id={`${id}-hint`} className={styles.hint}>
        {hint}
      </span>
      {error === undefined ? null : (
        <span id={`${id}-error`} className={styles.fieldError}>
          {error}
        </span>
      )}
    </div>
  );
}
