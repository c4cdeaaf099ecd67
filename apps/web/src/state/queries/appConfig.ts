import { apiEndpoints, DEFAULT_GUARD_MIN_ROLE, type PublicConfig, type Role } from '@rep/shared';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { callApi } from '../apiClient';

/** Query key of the server's public settings (`GET /api/config`). */
export const appConfigKey = ['app-config'] as const;

/** The server's public settings (guard level, post limits); loaded once per session. */
export function useAppConfigQuery() {
  return useQuery<PublicConfig>({
    queryKey: appConfigKey,
    queryFn: async () => (await callApi(apiEndpoints.appConfig, {})).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The minimum role of guarded actions as the server configures it; the spec default until loaded. */
export function getGuardMinRole(client: QueryClient): Role {
  return client.getQueryData<PublicConfig>(appConfigKey)?.guardMinRole ?? DEFAULT_GUARD_MIN_ROLE;
}

/** {@link getGuardMinRole} for components. */
export function useGuardMinRole(): Role {
  return useAppConfigQuery().data?.guardMinRole ?? DEFAULT_GUARD_MIN_ROLE;
}
