import type { QueryClient } from '@tanstack/react-query';

// Every read of a tips screen that a write can change.
const TIPS_READS = [
  '/tips/history',
  '/tips/get-workers-hours',
  '/tips/workers/daily-summary',
  '/tips/get-splits',
  '/tips/get-tip-splits-received-by-worker',
  '/tips/get-tips-with-unrecognized-roles',
  '/tips/user-tips-history-notes',
  '/tips/users-employees',
  '/tips/tip-rules',
  '/tips/irsi-role-rules',
  '/tips/{companyId}/tips-history',
] as const;

// After a tips write, everything that shows tips is read again.
export async function refreshTips(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    TIPS_READS.flatMap((path) => [
      queryClient.invalidateQueries({ queryKey: ['get', path] }),
      queryClient.invalidateQueries({ queryKey: ['post', path] }),
    ]),
  );
}
