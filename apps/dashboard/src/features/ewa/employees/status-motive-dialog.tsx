import { Button, Dialog, Inline, Stack, TextField, useToast } from '@cuadre/ui';
import type { WorkerStatusToggle } from '@cuadre/domain';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useEwaT } from '../messages.ts';
import { useEwaClient } from '../api/ewa-client.ts';
import { ewaKeys } from '../api/ewa-queries.ts';
import type { Worker } from '../api/ewa-types.ts';
import { useEwaSession } from '../hooks/use-ewa-session.ts';
import { patchRoster } from './worker-drawer.tsx';

const MAX_MOTIVE = 200;

// A status toggle changes only with a motive; the server writes it to the status log.
export function StatusMotiveDialog({
  worker,
  toggle,
  enabled,
  onClose,
}: {
  worker: Worker;
  toggle: WorkerStatusToggle;
  enabled: boolean;
  onClose: () => void;
}) {
  const t = useEwaT();
  const session = useEwaSession();
  const client = useEwaClient();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [motive, setMotive] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const name = `${worker.firstName} ${worker.lastName}`;
  const toggleName = t(`ewa.worker.toggle.${toggle}`);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = motive.trim();
    if (text === '') {
      setError(t('ewa.worker.motive.required'));
      return;
    }
    if (text.length > MAX_MOTIVE) {
      setError(t('ewa.worker.motive.tooLong', { max: MAX_MOTIVE }));
      return;
    }
    setSaving(true);
    const { data, error: problem } = await client.PUT('/workers/{workerId}/status', {
      params: { path: { workerId: worker.id }, header: { 'Idempotency-Key': idempotencyKey } },
      body: { type: toggle, enabled, motives: [text] },
    });
    setSaving(false);
    if (problem) {
      setError(problem.errors?.map((item) => item.message).join(' ') || problem.detail || problem.title);
      return;
    }
    queryClient.setQueryData(ewaKeys.worker(worker.id), data);
    patchRoster(queryClient, session.companyId, data);
    toast({
      variant: 'success',
      title: enabled
        ? t('ewa.worker.motive.turnedOn', { toggle: toggleName, name })
        : t('ewa.worker.motive.turnedOff', { toggle: toggleName, name }),
    });
    onClose();
  };

  return (
    <Dialog
      open
      closeLabel={t('ewa.common.close')}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={
        enabled
          ? t('ewa.worker.motive.titleOn', { toggle: toggleName })
          : t('ewa.worker.motive.titleOff', { toggle: toggleName })
      }
      description={
        enabled ? t('ewa.worker.motive.descriptionOn', { name }) : t('ewa.worker.motive.descriptionOff', { name })
      }
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack space="medium">
          <TextField
            label={t('ewa.worker.motive.label')}
            description={t('ewa.worker.motive.hint', { max: MAX_MOTIVE })}
            multiline
            value={motive}
            errorMessage={error ?? undefined}
            onChange={setMotive}
          />
          <Inline space="xsmall" align="right">
            <Button variant="outline" onClick={onClose}>
              {t('ewa.common.cancel')}
            </Button>
            <Button type="submit" variant={enabled ? 'default' : 'destructive'} loading={saving}>
              {enabled ? t('ewa.worker.motive.confirmOn') : t('ewa.worker.motive.confirmOff')}
            </Button>
          </Inline>
        </Stack>
      </form>
    </Dialog>
  );
}
