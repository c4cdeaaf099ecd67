import { authEndpoints, DEFAULT_GUARD_MIN_ROLE, ROLE_LEVELS, type Role, type UserProfile } from '@rep/shared';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../apiClient';
import { useAccountId } from '../session';
import { profileKeys } from './profiles';

/** Query keys of the viewer's KYC state. */
export const kycKeys = {
  all: ['kyc'] as const,
  role: (viewer: string) => ['kyc', 'role', viewer] as const,
  canKyc: (viewer: string) => ['kyc', 'can-kyc', viewer] as const,
};

/**
 * Whether a role may run guarded actions (SPEC §6: at least Silver by default; the server publishes its
 * GUARD_MIN_ROLE at GET /api/config, see appConfig.ts). The server's 403 VerificationRequired covers the rest.
 */
export const meetsGuard = (role: Role, minRole: Role = DEFAULT_GUARD_MIN_ROLE): boolean =>
  ROLE_LEVELS[role] >= ROLE_LEVELS[minRole];

/** The signed-in account's KYC role (`/auth/get`). */
export function useRoleQuery() {
  const viewer = useAccountId();
  return useQuery<Role>({
    queryKey: kycKeys.role(viewer ?? ''),
    queryFn: async () => (await callApi(authEndpoints.getRole, {})).data.role,
    enabled: !!viewer,
    staleTime: 5 * 60_000,
  });
}

/** The viewer's role as cached (role query first, own profile second); undefined while unknown. */
export function getCachedRole(client: QueryClient, viewer: string): Role | undefined {
  return (
    client.getQueryData<Role>(kycKeys.role(viewer)) ??
    client.getQueryData<UserProfile | null>(profileKeys.detail(viewer, viewer))?.role
  );
}

/** Stores a new role of the viewer in the role query and the own profile. */
export function setCachedRole(client: QueryClient, viewer: string, role: Role): void {
  client.setQueryData<Role>(kycKeys.role(viewer), role);
  client.setQueriesData<UserProfile | null>({ queryKey: ['profiles', 'detail', viewer] }, (profile) =>
    profile ? { ...profile, role } : profile,
  );
  void client.invalidateQueries({ queryKey: kycKeys.canKyc(viewer) });
}

/** Whether the viewer may start verification (`GET /auth/can-kyc`; SPEC §6: checked by a call). */
export function useCanKycQuery(enabled = true) {
  const viewer = useAccountId();
  return useQuery<boolean>({
    queryKey: kycKeys.canKyc(viewer ?? ''),
    queryFn: async () => (await callApi(authEndpoints.canKyc, {})).data,
    enabled: enabled && !!viewer,
  });
}

/** Starts a verification session (`/auth/create-verisoul`): the session and where to verify. */
export function useCreateVerificationMutation() {
  return useMutation({
    mutationFn: async () => (await callApi(authEndpoints.createVerification, {})).data,
  });
}

/**
 * Submits a verification session (`/auth/kyc`), then refreshes the role (`/auth/refresh-kyc`) and stores it.
 */
export function useSubmitKycMutation() {
  const client = useQueryClient();
  const viewer = useAccountId();
  return useMutation({
    mutationFn: async (session: string) => {
      await callApi(authEndpoints.submitKyc, { session });
      return (await callApi(authEndpoints.refreshKyc, {})).data.role;
    },
    onSuccess: (role) => {
      if (viewer) setCachedRole(client, viewer, role);
    },
  });
}
