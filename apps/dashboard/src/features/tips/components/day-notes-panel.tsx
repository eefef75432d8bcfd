import type { Locale } from '@cuadre/domain';
import { formatDateTime } from '@cuadre/domain';
import { Button, Card, ErrorState, Form, Inline, Skeleton, Stack, Text, TextArea } from '@cuadre/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../hooks/use-tips-t.ts';
import { useTipsApi } from '../api/tips-api.ts';
import { refreshTips } from '../api/tips-cache.ts';

// The day's history notes, oldest first, and a note to add.
export function DayNotesPanel({
  companyId,
  workerGroupCode,
  date,
  locale,
}: {
  companyId: string;
  workerGroupCode: string;
  date: string;
  locale: Locale;
}) {
  const t = useT();
  const { query, client } = useTipsApi();
  const queryClient = useQueryClient();
  const notes = query.useQuery('get', '/tips/user-tips-history-notes', {
    params: { query: { companyId, workerGroupCode, dateTip: date } },
  });
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const add = async () => {
    if (message.trim() === '') {
      setError(t('tips.validation.required'));
      return;
    }
    setSaving(true);
    const { error: problem } = await client.POST('/tips/user-tips-history-notes', {
      body: { companyId, workerGroupCode, dateTip: date, message: message.trim() },
    });
    setSaving(false);
    if (problem !== undefined) {
      setError(problem.errors?.[0]?.message ?? problem.title);
      return;
    }
    setMessage('');
    setError(undefined);
    await refreshTips(queryClient);
  };
  const list = notes.data?.notes ?? [];
  return (
    <Card title={t('tips.notes.title')}>
      <Stack space="small">
        {notes.isError ? (
          <ErrorState
            title={t('tips.error.title')}
            description={t('tips.error.description')}
            onRetry={() => void notes.refetch()}
            retryLabel={t('tips.error.retry')}
          />
        ) : notes.isPending ? (
          <Skeleton />
        ) : list.length === 0 ? (
          <Text as="p" tone="muted">
            {t('tips.notes.none')}
          </Text>
        ) : (
          <Stack as="ul" space="small">
            {list.map((note) => (
              <Stack key={`${note.createdAt}-${note.createdBy}`} space="none">
                <Text size="small">{note.message}</Text>
                <Text size="xsmall" tone="muted">
                  {note.createdBy} · {formatDateTime(note.createdAt, locale)}
                </Text>
              </Stack>
            ))}
          </Stack>
        )}
        <Form onSubmit={() => void add()}>
          <TextArea
            label={t('tips.notes.add')}
            maxLength={2000}
            value={message}
            onChange={(value) => {
              setMessage(value);
              setError(undefined);
            }}
            {...(error === undefined ? {} : { errorMessage: error })}
          />
          <Inline space="xsmall">
            <Button type="submit" size="sm" variant="outline" loading={saving}>
              {t('tips.notes.save')}
            </Button>
          </Inline>
        </Form>
      </Stack>
    </Card>
  );
}
