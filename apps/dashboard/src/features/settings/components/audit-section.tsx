import type { DataTableColumn } from '@cuadre/ui';
import { Card, DataTable, EmptyState, Inline, Select, Stack, Text } from '@cuadre/ui';
import { formatDateTime } from '@cuadre/domain';
import { useState } from 'react';
import { useSettingsApi } from '../api/settings-api.ts';
import { useSettingsSession } from '../hooks/use-settings-session.ts';
import type { SettingsMessageKey } from '../messages.ts';
import { useSettingsT } from '../messages.ts';
import type { AuditEvent } from '../utils/audit-changes.ts';
import { AuditChanges, useAuditActionLabel } from './audit-changes.tsx';

type AuditType = AuditEvent['entityType'];
// Every kind of record the API audits, in the order the filter lists them: the contract's list, none missing.
const LISTED = {
  company: true,
  'worker-group': true,
  'dashboard-user': true,
  'bank-details': true,
  worker: true,
  deduction: true,
  report: true,
  tip: true,
  'tip-split': true,
  'tip-rules': true,
  'role-rules': true,
  'tip-history-note': true,
  'commission-batch': true,
  'commission-plan': true,
  'commission-upload': true,
  'insurance-ledger-entry': true,
  'insurance-status': true,
  'insurance-note': true,
  'insurance-upload': true,
} as const satisfies Record<AuditType, true>;
const TYPES = Object.keys(LISTED) as AuditType[];
const PAGE_SIZE = 25;

// Every change saved for the company and every sign-in, newest first: who, when, what was done, before and after.
export function AuditSection() {
  const t = useSettingsT();
  const session = useSettingsSession();
  const { query } = useSettingsApi();
  const actionLabel = useAuditActionLabel();
  const [type, setType] = useState<AuditType | 'all'>('all');
  const [page, setPage] = useState(1);
  const events = query.useQuery('get', '/companies/{companyId}/audit-events', {
    params: {
      path: { companyId: session.companyId },
      query: { page, limit: PAGE_SIZE, ...(type === 'all' ? {} : { entityType: type }) },
    },
  });
  const columns: DataTableColumn<AuditEvent>[] = [
    {
      // Who made the change under when: side by side, an e-mail and a long action did not fit at 1,280 px.
      id: 'at',
      header: t('settings.audit.col.whenWho'),
      value: (row) => row.at,
      cell: (row) => formatDateTime(row.at, session.locale),
      secondary: (row) => row.actorEmail,
      width: 250,
    },
    {
      // The record under the action ("Configuración de la compañía" is wider than a column of its own could be).
      id: 'action',
      header: t('settings.audit.col.actionWhat'),
      value: (row) => actionLabel(row.operationId),
      cell: (row) => <Text>{actionLabel(row.operationId)}</Text>,
      secondary: (row) => t(`settings.audit.type.${row.entityType}` as SettingsMessageKey),
      width: 250,
    },
    {
      id: 'changes',
      header: t('settings.audit.col.changes'),
      value: (row) => row.changes.length,
      cell: (row) => <AuditChanges changes={row.changes} entityType={row.entityType} />,
    },
  ];
  const total = events.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <Stack space="medium">
      <Card title={t('settings.tab.audit')} description={t('settings.audit.description')} headingLevel={2}>
        <DataTable
          label={t('settings.audit.title')}
          columns={columns}
          data={events.data?.items ?? []}
          getRowId={(row) => row.id}
          status={events.isPending ? 'loading' : events.isError ? 'error' : 'success'}
          errorMessage={t('settings.loadErrorDescription')}
          onRetry={() => void events.refetch()}
          labels={{ retry: t('settings.retry') }}
          empty={<EmptyState title={t('settings.audit.empty')} description={t('settings.audit.emptyDescription')} />}
          pagination={pageCount > 1 ? { page, pageCount, onPageChange: setPage } : undefined}
          toolbar={
            <Inline space="small" alignY="bottom">
              <Select
                label={t('settings.audit.filterType')}
                size="sm"
                value={type}
                onValueChange={(value) => {
                  setType(value as AuditType | 'all');
                  setPage(1);
                }}
                options={[
                  { value: 'all', label: t('settings.users.all') },
                  ...TYPES.map((value) => ({ value, label: t(`settings.audit.type.${value}` as SettingsMessageKey) })),
                ]}
              />
            </Inline>
          }
        />
      </Card>
    </Stack>
  );
}
