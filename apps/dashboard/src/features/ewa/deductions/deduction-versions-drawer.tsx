import { formatCents, formatDateTime, formatPeriod } from '@cuadre/domain';
import { Badge, Button, Card, Drawer, Inline, Stack, Text } from '@cuadre/ui';
import { Download } from 'lucide-react';
import type { DeductionRecord } from '../api/ewa-types.ts';
import { useEwaSession } from '../hooks/use-ewa-session.ts';
import { useEwaT } from '../messages.ts';
import type { PeriodRow } from './period-rows.ts';

export interface DeductionVersionsDrawerProps {
  row: PeriodRow;
  onDownload: (record: DeductionRecord) => void;
  onClose: () => void;
}

/** Every file uploaded for a pay period: who uploaded it, what it held, and who replaced it. Each one downloads. */
export function DeductionVersionsDrawer({ row, onDownload, onClose }: DeductionVersionsDrawerProps) {
  const t = useEwaT();
  const { locale } = useEwaSession();
  const period = formatPeriod(row.startDate, row.endDate, locale);
  return (
    <Drawer
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('ewa.deductions.versions.title', { period })}
      description={t('ewa.deductions.versions.description', { group: row.workerGroupCode, count: row.versions.length })}
      closeLabel={t('ewa.common.close')}
    >
      <Stack as="ol" space="small" aria-label={t('ewa.deductions.versions.listLabel')}>
        {row.versions.map((record) => {
          const name =
            record.employerCSVDriveId ?? record.csvDriveId ?? t('ewa.deductions.versions.unnamed', { set: record.set });
          const replaced = record.supersededAt !== null && record.supersededAt !== undefined;
          return (
            <Card key={record.id}>
              <Stack space="xsmall">
                <Inline space="small" align="spaceBetween" wrap={false}>
                  <Inline space="xsmall" wrap={false}>
                    <Text weight="semibold" truncate title={name}>
                      {name}
                    </Text>
                    {replaced ? (
                      <Badge>{t('ewa.deductions.versions.replaced')}</Badge>
                    ) : (
                      <Badge tone="positive">{t('ewa.deductions.versions.current')}</Badge>
                    )}
                  </Inline>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => onDownload(record)}
                    aria-label={t('ewa.deductions.versions.downloadFor', { name })}
                  >
                    <Download size={14} aria-hidden="true" />
                    {t('ewa.deductions.download')}
                  </Button>
                </Inline>
                <Text as="p" size="small" tone="muted">
                  <Text numeric weight="medium">
                    {formatCents(record.total, locale)}
                  </Text>{' '}
                  {t('ewa.deductions.versions.workers', { count: record.workerCount })}
                </Text>
                <Text as="p" size="small" tone="muted">
                  {record.uploadedBy
                    ? t('ewa.deductions.versions.uploadedBy', {
                        when: formatDateTime(record.uploadDate, locale),
                        who: record.uploadedBy.name,
                        email: record.uploadedBy.email,
                      })
                    : t('ewa.deductions.versions.uploaded', {
                        when: formatDateTime(record.uploadDate, locale),
                        origin: t(`ewa.deductions.origin.${record.origin}`),
                      })}
                </Text>
                {replaced ? (
                  <Text as="p" size="small" tone="muted">
                    {record.replacedBy
                      ? t('ewa.deductions.versions.replacedBy', {
                          when: formatDateTime(record.supersededAt!, locale),
                          who: record.replacedBy.name,
                        })
                      : t('ewa.deductions.versions.replacedOn', {
                          when: formatDateTime(record.supersededAt!, locale),
                        })}
                  </Text>
                ) : null}
              </Stack>
            </Card>
          );
        })}
      </Stack>
    </Drawer>
  );
}
