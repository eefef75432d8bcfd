import { formatDateTime } from '@cuadre/domain';
import { Alert, Badge, Button, EmptyState, Inline, Popover, Skeleton, Stack, Text, useToast } from '@cuadre/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Bell } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../shared/i18n/use-t.ts';
import { companyState } from '../../shared/states/company-state.ts';
import { languageState } from '../../shared/states/language-state.ts';
import { useAppDeps } from '../app-deps-context.ts';
import type { EmployerNotification, NotificationPage } from './notifications-queries.ts';
import {
  markAllNotificationsRead,
  markNotificationRead,
  notificationKeys,
  notificationsQuery,
  refreshNotifications,
  withRead,
} from './notifications-queries.ts';
import { notificationText, useNotificationT } from './notification-messages.ts';
import * as styles from './notifications.css.ts';

const SKELETON_ROWS = [0, 1, 2];

// §7 GET /employer-notifications/{companyId}: the bell of the company in view, its unread count and the panel.
// defaultOpen: the bell was pressed before this code arrived; takeFocus: it had the keyboard's focus then.
export function NotificationsBell({
  defaultOpen = false,
  takeFocus = false,
}: {
  defaultOpen?: boolean;
  takeFocus?: boolean;
}) {
  const company = useAtomValue(companyState);
  if (company === null) return null;
  // A new company is a new bell: its own query, its own open state.
  return (
    <CompanyNotificationsBell key={company.id} companyId={company.id} defaultOpen={defaultOpen} takeFocus={takeFocus} />
  );
}

function CompanyNotificationsBell({
  companyId,
  defaultOpen,
  takeFocus,
}: {
  companyId: string;
  defaultOpen: boolean;
  takeFocus: boolean;
}) {
  const t = useT();
  const { client } = useAppDeps();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [open, setOpen] = useState(defaultOpen);
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (takeFocus) trigger.current?.focus();
  }, [takeFocus]);
  const notifications = useQuery(notificationsQuery(client, companyId));
  const key = notificationKeys.list(companyId);

  // The badge and the list change at once; the refetch afterwards brings the server's word.
  const markRead = useMutation<unknown, Error, { id: string | null }, { before: NotificationPage | undefined }>({
    mutationFn: (read) =>
      read.id === null ? markAllNotificationsRead(client, companyId) : markNotificationRead(client, companyId, read.id),
    onMutate: async (read) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<NotificationPage>(key);
      if (before) {
        const readAt = new Date().toISOString();
        queryClient.setQueryData(
          key,
          withRead(before, (notification) => read.id === null || notification.id === read.id, readAt),
        );
      }
      return { before };
    },
    onError: (_error, _read, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      toast({ variant: 'destructive', title: t('notifications.markFailed') });
    },
    onSettled: () => refreshNotifications(queryClient),
  });

  const unread = notifications.data?.unreadCount ?? 0;
  const label = unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell');

  return (
    <Popover
      title={t('shell.notifications')}
      align="end"
      open={open}
      onOpenChange={setOpen}
      className={styles.panel}
      trigger={
        <Button ref={trigger} variant="ghost" size="icon" className={styles.bell} aria-label={label}>
          <Bell size={18} aria-hidden="true" />
          {unread > 0 ? (
            <span className={styles.count} aria-hidden="true" data-testid="notifications-unread-count">
              <Badge tone="critical">{unread > 99 ? '99+' : unread}</Badge>
            </span>
          ) : null}
        </Button>
      }
    >
      <Stack space="xsmall">
        <Inline space="small" align="spaceBetween">
          <Text size="small" tone="muted">
            {notifications.isSuccess
              ? unread > 0
                ? t('notifications.unreadSummary', { count: unread })
                : t('notifications.allRead')
              : null}
          </Text>
          <Button
            variant="ghost"
            size="sm"
            disabled={unread === 0 || markRead.isPending}
            onClick={() => markRead.mutate({ id: null })}
          >
            {t('notifications.markAllRead')}
          </Button>
        </Inline>
        {notifications.isPending ? (
          <ul className={styles.list} aria-busy="true" aria-label={t('app.loading')}>
            {SKELETON_ROWS.map((row) => (
              <li key={row} className={styles.row}>
                <Stack space="xsmall">
                  <Skeleton width="60%" height={14} />
                  <Skeleton width="90%" height={12} />
                </Stack>
              </li>
            ))}
          </ul>
        ) : notifications.isError ? (
          <Alert
            tone="critical"
            title={t('notifications.error')}
            action={
              <Button variant="outline" size="sm" onClick={() => void notifications.refetch()}>
                {t('page.error.retry')}
              </Button>
            }
          />
        ) : notifications.data.items.length === 0 ? (
          <EmptyState
            title={t('notifications.empty.title')}
            description={t('notifications.empty.description')}
            headingLevel={3}
          />
        ) : (
          <NotificationList
            items={notifications.data.items}
            onOpen={(notification) => {
              if (notification.readAt === null) markRead.mutate({ id: notification.id });
              setOpen(false);
            }}
            onMarkRead={(notification) => markRead.mutate({ id: notification.id })}
          />
        )}
      </Stack>
    </Popover>
  );
}

type NotificationListProps = {
  items: readonly EmployerNotification[];
  onOpen: (notification: EmployerNotification) => void;
  onMarkRead: (notification: EmployerNotification) => void;
};

// The panel's rows, written only while the panel is open: a closed bell formats no text and no date.
function NotificationList({ items, onOpen, onMarkRead }: NotificationListProps) {
  const language = useAtomValue(languageState);
  const locale = language === 'es-PR' ? 'es' : 'en';
  const notificationT = useNotificationT();
  return (
    <ul className={styles.list}>
      {items.map((notification) => (
        <NotificationRow
          key={notification.id}
          notification={notification}
          text={notificationText(notification, notificationT, locale)}
          date={formatDateTime(notification.createdAt, locale)}
          onOpen={() => onOpen(notification)}
          onMarkRead={() => onMarkRead(notification)}
        />
      ))}
    </ul>
  );
}

type NotificationRowProps = {
  notification: EmployerNotification;
  text: { title: string; body: string };
  date: string;
  onOpen: () => void;
  onMarkRead: () => void;
};

function NotificationRow({ notification, text: { title, body }, date, onOpen, onMarkRead }: NotificationRowProps) {
  const t = useT();
  const unread = notification.readAt === null;
  const text = (
    <Stack space="xxsmall">
      <Text weight="semibold">{title}</Text>
      <Text size="small" tone="muted">
        {body}
      </Text>
      <Text size="xsmall" tone="subtle">
        <time dateTime={notification.createdAt}>{date}</time>
      </Text>
    </Stack>
  );
  return (
    <li
      className={styles.row}
      data-state={unread ? 'unread' : 'read'}
      aria-label={unread ? t('notifications.unreadItem', { title }) : undefined}
    >
      <Inline space="xsmall" align="spaceBetween" alignY="top" wrap={false}>
        {notification.link === null ? (
          text
        ) : (
          <Link to={notification.link} className={styles.content} onClick={onOpen}>
            {text}
          </Link>
        )}
        {unread ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={onMarkRead}
            aria-label={t('notifications.markReadItem', { title })}
          >
            {t('notifications.markRead')}
          </Button>
        ) : null}
      </Inline>
    </li>
  );
}
