import type { Locale } from '@cuadre/domain';
import { formatDateTime } from '@cuadre/domain';
import { Button } from '@cuadre/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../hooks/use-tips-t.ts';
import { useTipsApi } from '../api/tips-api.ts';
import { refreshTips } from '../api/tips-cache.ts';
import { Alert, Field, Panel } from './ui-bits.tsx';
import * as styles from './tips.css.ts';

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
    <Panel title={t('tips.notes.title')}>
      <div className={styles.panelBody}>
        {notes.isError ? (
          <Alert tone="critical" title={t('tips.error.title')}>
            <Button variant="outline" size="sm" onClick={() => void notes.refetch()}>
              {t('tips.error.retry')}
            </Button>
          </Alert>
        ) : notes.isPending ? (
          <div className={styles.skeleton} />
        ) : list.length === 0 ? (
          <p className={styles.muted}>{t('tips.notes.none')}</p>
        ) : (
          <ul className={styles.list}>
            {list.map((note) => (
              <li key={`${note.createdAt}-${note.createdBy}`} className={styles.noteItem}>
                <span>{note.message}</span>
                <span className={styles.hint}>
                  {note.createdBy} · {formatDateTime(note.createdAt, locale)}
                </span>
              </li>
            ))}
          </ul>
        )}
        <form
          className={styles.stack}
          onSubmit={(event) => {
            event.preventDefault();
            void add();
          }}
        >
          <Field label={t('tips.notes.add')} error={error}>
            {(props) => (
              <textarea
                {...props}
                className={styles.textarea}
                maxLength={2000}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
              />
            )}
          </Field>
          <span className={styles.actions}>
            <Button type="submit" size="sm" variant="outline" loading={saving}>
              {t('tips.notes.save')}
            </Button>
          </span>
        </form>
      </div>
    </Panel>
  );
}
