import { authEndpoints, type EndpointInput, messages, type SessionPayload } from '@rep/shared';
import { useMutation } from '@tanstack/react-query';
import { ApiError, callApi } from '../apiClient';
import { useSessionStore } from '../session';

type SignInInput = EndpointInput<typeof authEndpoints.signIn>['payload'];
type SignUpInput = Omit<EndpointInput<typeof authEndpoints.signUp>, 'idToken' | 'provider'>;

/** What a sign-in attempt led to (SPEC §4 "Sign-in"). */
export type SignInOutcome =
  | { kind: 'signed-in'; session: SessionPayload }
  | { kind: 'new-user'; userId: string }
  | { kind: 'banned' };

function startSession(session: SessionPayload | undefined): SessionPayload {
  // A response without a key cannot start a session (SPEC §8).
  if (!session?.access) throw new ApiError(messages.signInNoKey, 200, 'Unknown');
  useSessionStore.getState().setSession(session);
  return session;
}

/** Email + password sign-in. A 404 'Account does not exist' with `data.userId` means registration comes next. */
export function useSignInMutation() {
  return useMutation<SignInOutcome, Error, SignInInput>({
    mutationFn: async (payload) => {
      try {
        const response = await callApi(authEndpoints.signIn, { idToken: '', provider: 'password', payload });
        return { kind: 'signed-in', session: startSession(response.data) };
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        const userId = (error.data as { userId?: unknown } | undefined)?.userId;
        if (
          error.status === 404 &&
          error.message === messages.accountNotExist &&
          typeof userId === 'string'
        ) {
          return { kind: 'new-user', userId };
        }
        if (
          error.status === 403 &&
          (error.code === 'AccountBanned' || error.message === messages.accountBanned)
        ) {
          return { kind: 'banned' };
        }
        throw error;
      }
    },
  });
}

/** Creates an email + password identity (`/auth/register`). */
export function useRegisterMutation() {
  return useMutation({
    mutationFn: (input: EndpointInput<typeof authEndpoints.register>) =>
      callApi(authEndpoints.register, input),
  });
}

/** Creates the account of a new identity and starts its session (`/auth/sign-up`). */
export function useSignUpMutation() {
  return useMutation<SessionPayload, Error, SignUpInput>({
    mutationFn: async (input) =>
      startSession(
        (await callApi(authEndpoints.signUp, { ...input, idToken: '', provider: 'password' })).data,
      ),
  });
}
