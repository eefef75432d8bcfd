import type { Schemas } from '@cuadre/api-client';
import { queryKeys } from '@cuadre/api-client';
import { formatPeriod } from '@cuadre/domain';
import { ConfirmDialog, useToast } from '@cuadre/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Problem } from '../api/commissions-api.ts';
import { useCommissionsApi } from '../api/commissions-api.ts';
import { describeSetOfWorkers } from '../math/describe.ts';
import type { CommissionsMessageKey } from '../messages.ts';
import { useCommissionsT } from '../messages.ts';
import { useCommissionsSession } from '../session/use-commissions-session.ts';

export type DeletableBatch = Pick<
  Schemas['CommissionBatchSummary'],
  'id' | 'startDate' | 'endDate' | 'setOfWorkers' | 'workerCount'
>;

// What a refused delete means to the user: the API answers 409 when the batch is no longer a draft.
const FAILURE_TITLES: Partial<Record<number, CommissionsMessageKey>> = {
  403: 'commissions.error.forbidden',
  404: 'commissions.delete.gone',
  409: 'commissions.delete.notDraft',
};

// Asks before deleting a draft batch, naming it; downloaded when a delete is first asked for.
export function DeleteBatchDialog({
  batch,
  onClose,
  onDeleted,
}: {
  batch: DeletableBatch;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const t = useCommissionsT();
  const session = useCommissionsSession();
  const { client } = useCommissionsApi();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [deleting, setDeleting] = useState(false);
  const period = formatPeriod(batch.startDate, batch.endDate, session.locale);

  const failed = (problem: Problem) => {
    const title = FAILURE_TITLES[problem.status];
    toast({
      variant: 'destructive',
      title: t('commissions.delete.failed'),
      description: [title ? t(title) : null, problem.detail ?? problem.title].filter(Boolean).join(' '),
    });
  };

  const remove = async () => {
    setDeleting(true);
    const { error } = await client.DELETE('/compensation/commission-batch/{id}', {
      params: { path: { id: batch.id }, header: { 'Idempotency-Key': crypto.randomUUID() } },
    });
    setDeleting(false);
    if (error) {
      failed(error);
      onClose();
      // A batch that moved on or went away shows as it now is.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.path('get', '/compensation/commission-batches') }),
        queryClient.invalidateQueries({ queryKey: queryKeys.path('get', '/compensation/commission-batch/{id}') }),
      ]);
      return;
    }
    toast({ variant: 'success', title: t('commissions.delete.done', { period }) });
    onDeleted();
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.path('get', '/compensation/commission-batches') }),
      // The deleted batch's own page is left; its cached answer is only marked stale, never fetched again here.
      queryClient.invalidateQueries({
        queryKey: queryKeys.path('get', '/compensation/commission-batch/{id}'),
        refetchType: 'none',
      }),
    ]);
  };

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open || deleting ? undefined : onClose())}
      title={t('commissions.delete.title')}
      description={t('commissions.delete.description', {
        period,
        covers: describeSetOfWorkers(batch.setOfWorkers),
        count: batch.workerCount,
      })}
      confirmLabel={t('commissions.action.delete')}
      cancelLabel={t('commissions.action.cancel')}
      destructive
      loading={deleting}
      onConfirm={() => void remove()}
    />
  );
}
