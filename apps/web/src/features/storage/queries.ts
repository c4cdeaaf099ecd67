import { apiEndpoints } from '@rep/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../state/apiClient';

/** How often the runners page refreshes what it shows: about a runner's heartbeat. */
const REFRESH_MS = 15_000;

/** Query keys of the storage dashboard. */
export const storageKeys = {
  sysState: ['storage', 'sysState'] as const,
  runners: (address: string) => ['storage', 'runners', address] as const,
};

/** What the storage holds and how many runners are up (`/storage/api/v1/dashboard/sysState`, public). */
export function useSysStateQuery() {
  return useQuery({
    queryKey: storageKeys.sysState,
    queryFn: async () => (await callApi(apiEndpoints.storageSysState, {})).data,
    refetchInterval: REFRESH_MS,
  });
}

/**
 * The runners: all of them (`listRunners`), or those at `address` (`findRunners`) when one is given (SPEC §7
 * "findRunners when the body has an address, otherwise listRunners").
 */
export function useRunnersQuery(address: string) {
  const wanted = address.trim();
  return useQuery({
    queryKey: storageKeys.runners(wanted),
    queryFn: async () =>
      (wanted
        ? await callApi(apiEndpoints.storageFindRunners, { address: wanted })
        : await callApi(apiEndpoints.storageListRunners, {})
      ).data,
    refetchInterval: REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}
