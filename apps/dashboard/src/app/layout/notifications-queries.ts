import type { ApiClient, Schemas } from '@cuadre/api-client';
import { queryKeys } from '@cuadre/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { queryOptions } from '@tanstack/react-query';

export type EmployerNotification = Schemas['EmployerNotification'];
export type NotificationPage = Schemas['EmployerNotificationPage'];

// The panel shows the newest page; older ones stay in the resolving pages themselves.
export const NOTIFICATIONS_SHOWN = 20;
const ONE_MINUTE = 60_000;

// Keys start with [method, path] so sign-out clears them with every other API answer.
export const notificationKeys = {
  list: (companyId: string) => ['get', '/employer-notifications/{companyId}', { companyId }] as const,
};

export const notificationsQuery = (client: ApiClient, companyId: string) =>
  queryOptions({
    queryKey: notificationKeys.list(companyId),
    staleTime: ONE_MINUTE,
    refetchInterval: 5 * ONE_MINUTE,
    queryFn: async ({ signal }): Promise<NotificationPage> => {
      const { data, error } = await client.GET('/employer-notifications/{companyId}', {
        params: { path: { companyId }, query: { page: 1, limit: NOTIFICATIONS_SHOWN } },
        signal,
      });
      if (error) throw error;
      return data;
    },
  });

export async function markNotificationRead(
  client: ApiClient,
  companyId: string,
  notificationId: string,
): Promise<EmployerNotification> {
  const { data, error } = await client.POST('/employer-notifications/{companyId}/{notificationId}/read', {
    params: { path: { companyId, notificationId } },
  });
  if (error) throw error;
  return data;
}

export async function markAllNotificationsRead(client: ApiClient, companyId: string): Promise<number> {
  const { data, error } = await client.POST('/employer-notifications/{companyId}/read-all', {
    params: { path: { companyId } },
  });
  if (error) throw error;
  return data.marked;
}

// The page as it is once `read` is marked read at `readAt`: the badge drops at once, before the refetch.
export function withRead(
  page: NotificationPage,
  read: (notification: EmployerNotification) => boolean,
  readAt: string,
): NotificationPage {
  let newlyRead = 0;
  const items = page.items.map((notification) => {
    if (notification.readAt !== null || !read(notification)) return notification;
    newlyRead += 1;
    return { ...notification, readAt };
  });
  return { ...page, items, unreadCount: Math.max(0, page.unreadCount - newlyRead) };
}

export function refreshNotifications(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.path('get', '/employer-notifications/{companyId}') });
}
