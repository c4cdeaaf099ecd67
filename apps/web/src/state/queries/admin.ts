import { type AdminAccount, apiEndpoints, type Feedback, type Report, type Role } from '@rep/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../apiClient';
import { useAccountId } from '../session';
import { POSTS_ROOT } from './postCache';
import { updateProfile } from './profileCache';

/** Page size of the admin lists. */
export const ADMIN_PAGE_SIZE = 20;

/** Query keys of the admin page (SysAdmin only). */
export const adminKeys = {
  all: ['admin'] as const,
  accounts: (query: string, offset: number, viewer: string | null) =>
    ['admin', 'accounts', query, offset, viewer] as const,
  reports: (offset: number, viewer: string | null) => ['admin', 'reports', offset, viewer] as const,
  feedback: (offset: number, viewer: string | null) => ['admin', 'feedback', offset, viewer] as const,
};

/** Accounts matching a search, one page (`/admin/accounts`). */
export function useAdminAccountsQuery(query: string, offset: number) {
  const viewer = useAccountId();
  return useQuery<AdminAccount[]>({
    queryKey: adminKeys.accounts(query, offset, viewer),
    queryFn: async () =>
      (await callApi(apiEndpoints.adminAccounts, { query, offset, limit: ADMIN_PAGE_SIZE })).data,
    enabled: !!viewer,
    placeholderData: keepPreviousData,
  });
}

/** Reports, one page (`/admin/reports`). */
export function useAdminReportsQuery(offset: number) {
  const viewer = useAccountId();
  return useQuery<Report[]>({
    queryKey: adminKeys.reports(offset, viewer),
    queryFn: async () => (await callApi(apiEndpoints.adminReports, { offset, limit: ADMIN_PAGE_SIZE })).data,
    enabled: !!viewer,
    placeholderData: keepPreviousData,
  });
}

/** Feedback, one page (`/admin/feedback`). */
export function useAdminFeedbackQuery(offset: number) {
  const viewer = useAccountId();
  return useQuery<Feedback[]>({
    queryKey: adminKeys.feedback(offset, viewer),
    queryFn: async () => (await callApi(apiEndpoints.adminFeedback, { offset, limit: ADMIN_PAGE_SIZE })).data,
    enabled: !!viewer,
    placeholderData: keepPreviousData,
  });
}

/** One moderation action on an account. */
export type AdminAction =
  | { kind: 'set-role'; role: Role }
  | { kind: 'ban'; banned: boolean }
  | { kind: 'delete' }
  | { kind: 'remove-posts' };

async function runAdminAction(accountId: string, action: AdminAction): Promise<void> {
  switch (action.kind) {
    case 'set-role':
      await callApi(apiEndpoints.setRole, { userId: accountId, role: action.role });
      return;
    case 'ban':
      await callApi(apiEndpoints.banAccounts, { usersId: [accountId], isBanned: action.banned });
      return;
    case 'delete':
      await callApi(apiEndpoints.deleteUsers, { usersId: [accountId] });
      return;
    case 'remove-posts':
      await callApi(apiEndpoints.removeAllPosts, { userId: accountId });
  }
}

/** Runs a moderation action, then reloads the admin lists and the account's cached profile and posts. */
export function useAdminActionMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ accountId, action }: { accountId: string; action: AdminAction }) =>
      runAdminAction(accountId, action),
    onSuccess: (_result, { accountId, action }) => {
      if (action.kind === 'set-role')
        updateProfile(client, accountId, (profile) => ({ ...profile, role: action.role }));
      void client.invalidateQueries({ queryKey: adminKeys.all });
      void client.invalidateQueries({ queryKey: ['profiles', 'detail', accountId] });
      if (action.kind === 'remove-posts' || action.kind === 'delete')
        void client.invalidateQueries({ queryKey: [POSTS_ROOT, 'user', accountId] });
    },
  });
}
