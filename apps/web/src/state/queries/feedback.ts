import { apiEndpoints, type EndpointInput } from '@rep/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../apiClient';

/** Reports a post or an account (`/report`). */
export function useReportMutation() {
  return useMutation({
    mutationFn: (input: EndpointInput<typeof apiEndpoints.report>) => callApi(apiEndpoints.report, input),
  });
}

/** Sends feedback about the app (`/feedback`; signed out allowed). */
export function useFeedbackMutation() {
  return useMutation({
    mutationFn: (message: string) => callApi(apiEndpoints.feedback, { message }),
  });
}
