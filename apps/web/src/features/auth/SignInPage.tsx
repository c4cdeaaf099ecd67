import { messages, registerInput, signInInput, signUpInput } from '@rep/shared';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { safeRedirect } from '../../app/paths';
import { usePageTitle } from '../../app/usePageTitle';
import { ApiError } from '../../state/apiClient';
import { hasExtensionRedirect, isFromExtension, setExtensionRedirect } from '../../state/extensionRedirect';
import { useRegisterMutation, useSignInMutation, useSignUpMutation } from '../../state/queries/auth';
import { useSessionStore } from '../../state/session';
import { BannedState } from './BannedState';
import {
  type CredentialErrors,
  type Credentials,
  CredentialsForm,
  type CredentialsMode,
} from './CredentialsForm';
import { ExtensionHandoff } from './ExtensionHandoff';
import { RegistrationForm } from './RegistrationForm';

type Step =
  | { kind: 'credentials' }
  | { kind: 'register'; userId: string; credentials: Credentials }
  | { kind: 'banned' };

type NameErrors = Partial<Record<'firstName' | 'lastName', string[]>>;

const describe = (error: unknown) => (error instanceof Error ? { description: error.message } : undefined);

/**
 * /signin (SPEC §4 "Sign-in"): email + password. An unknown identity leads to the registration form; a banned
 * account to the banned state. "Create account" registers the identity first, then signs in. Opened by the
 * extension (`?from=extension`, issue 17) it sets the extension-redirect flag, and with a session (fresh or from
 * before) hands the extension one of its own and says so (ExtensionHandoff) instead of going into the app.
 */
export function SignInPage() {
  const [mode, setMode] = useState<CredentialsMode>('sign-in');
  const [step, setStep] = useState<Step>({ kind: 'credentials' });
  const [errors, setErrors] = useState<CredentialErrors>({});
  const [nameErrors, setNameErrors] = useState<NameErrors>({});
  const [searchParams] = useSearchParams();
  // Read once: the flag is deleted when the handoff is done, while this page still shows its outcome.
  const [forExtension] = useState(() => {
    if (!isFromExtension(searchParams)) return hasExtensionRedirect();
    setExtensionRedirect();
    return true;
  });
  const session = useSessionStore((state) => state.session);
  const signIn = useSignInMutation();
  const register = useRegisterMutation();
  const signUp = useSignUpMutation();
  usePageTitle('Sign in');

  if (session) {
    const redirect = safeRedirect(searchParams.get('redirect'));
    return forExtension ? <ExtensionHandoff redirect={redirect} /> : <Navigate to={redirect} replace />;
  }

  const startSignIn = async (credentials: Credentials) => {
    try {
      const outcome = await signIn.mutateAsync(credentials);
      if (outcome.kind === 'new-user') setStep({ kind: 'register', userId: outcome.userId, credentials });
      else if (outcome.kind === 'banned') setStep({ kind: 'banned' });
    } catch (error) {
      if (error instanceof Error && error.message === messages.signInNoKey) toast.error(messages.signInNoKey);
      else toast.error(messages.signInError, describe(error));
    }
  };

  const submitCredentials = async (credentials: Credentials) => {
    if (mode === 'sign-in') {
      // SPEC §5: login checks the email too ('Invalid email address'); an empty field is 'Field is required'.
      const parsed = signInInput.shape.payload.safeParse(credentials);
      setErrors(parsed.success ? {} : z.flattenError(parsed.error).fieldErrors);
      if (parsed.success) await startSignIn(credentials);
      return;
    }
    const parsed = registerInput.safeParse(credentials);
    if (!parsed.success) {
      setErrors(z.flattenError(parsed.error).fieldErrors);
      return;
    }
    setErrors({});
    try {
      await register.mutateAsync(parsed.data);
    } catch (error) {
      // An identity registered earlier but never completed goes on to the registration form through sign-in.
      if (!(error instanceof ApiError && error.code === 'EmailTaken')) {
        toast.error(messages.registerFailed, describe(error));
        return;
      }
    }
    await startSignIn(parsed.data);
  };

  const submitNames = (
    userId: string,
    credentials: Credentials,
    names: { firstName: string; lastName: string },
  ) => {
    const parsed = signUpInput.safeParse({
      userId,
      provider: 'password',
      payload: { ...credentials, ...names },
    });
    if (!parsed.success) {
      const found: NameErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[1];
        if (field === 'firstName' || field === 'lastName')
          found[field] = [...(found[field] ?? []), issue.message];
      }
      setNameErrors(found);
      if (Object.keys(found).length > 0) return;
    }
    setNameErrors({});
    signUp.mutate(
      { userId, payload: { ...credentials, ...names } },
      { onError: (error) => toast.error(messages.registerFailed, describe(error)) },
    );
  };

  return (
    <div className="mx-auto w-full max-w-sm px-4 py-10">
      {step.kind === 'banned' && <BannedState onBack={() => setStep({ kind: 'credentials' })} />}
      {step.kind === 'register' && (
        <RegistrationForm
          email={step.credentials.email}
          busy={signUp.isPending}
          errors={nameErrors}
          onSubmit={(names) => submitNames(step.userId, step.credentials, names)}
          onCancel={() => setStep({ kind: 'credentials' })}
        />
      )}
      {step.kind === 'credentials' && (
        <CredentialsForm
          mode={mode}
          onModeChange={(next) => {
            setMode(next);
            setErrors({});
          }}
          onSubmit={(credentials) => void submitCredentials(credentials)}
          busy={signIn.isPending || register.isPending}
          errors={errors}
        />
      )}
    </div>
  );
}
