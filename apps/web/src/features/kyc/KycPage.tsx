import { messages } from '@rep/shared';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { paths, safeRedirect } from '../../app/paths';
import { usePageTitle } from '../../app/usePageTitle';
import { useGuardMinRole } from '../../state/queries/appConfig';
import {
  meetsGuard,
  useCreateVerificationMutation,
  useRoleQuery,
  useSubmitKycMutation,
} from '../../state/queries/kyc';
import { useAccountId } from '../../state/session';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { hostedVerificationUrl, isLocalVerifier, takePendingSession } from './hostedVerification';
import { LocalVerificationCard } from './LocalVerificationCard';

/** Default target after verification (SPEC §2). */
const DEFAULT_REDIRECT = '/rep';

/**
 * /kyc (SPEC §2, §6): starts a verification session, lets the person verify (the embedded development
 * verifier inline, a third-party host by redirect and back), submits it (`/auth/kyc`), refreshes the role
 * and returns to `redirect`. Verification goes loading → success or error (SPEC §4).
 */
export function KycPage() {
  const [searchParams] = useSearchParams();
  const redirect = safeRedirect(searchParams.get('redirect') ?? DEFAULT_REDIRECT);
  usePageTitle('Verify identity');
  const viewer = useAccountId();
  const location = useLocation();
  const navigate = useNavigate();
  const roleQuery = useRoleQuery();
  const guardMinRole = useGuardMinRole();
  const role = roleQuery.data;
  const create = useCreateVerificationMutation();
  const submit = useSubmitKycMutation();
  const { mutate: start } = create;
  const { mutate: verify } = submit;
  const started = useRef(false);
  const alreadyVerified = !!role && meetsGuard(role, guardMinRole) && !submit.isSuccess;

  useEffect(() => {
    if (!viewer || !role || alreadyVerified || started.current) return;
    started.current = true;
    const pending = takePendingSession();
    if (pending) verify(pending);
    else start();
  }, [viewer, role, alreadyVerified, start, verify]);

  useEffect(() => {
    const verification = create.data;
    if (!verification || isLocalVerifier(verification.verificationUrl)) return;
    window.location.assign(hostedVerificationUrl(verification, paths.kyc(redirect)));
  }, [create.data, redirect]);

  useEffect(() => {
    if (!submit.isSuccess) return;
    toast.success(messages.actionSucceeded('Verified'));
    navigate(redirect, { replace: true });
  }, [submit.isSuccess, navigate, redirect]);

  if (!viewer) {
    return (
      <KycFrame>
        <p className="text-sm text-slate-600">Sign in first to verify your identity.</p>
        <Link
          to={paths.signIn(location.pathname + location.search)}
          className="font-semibold text-sky-700 hover:underline"
        >
          Sign in
        </Link>
      </KycFrame>
    );
  }
  if (alreadyVerified) {
    return (
      <KycFrame>
        <p data-testid="kyc-verified" className="text-sm text-slate-600">
          Your identity is verified ({role}).
        </p>
        <Button onClick={() => navigate(redirect, { replace: true })}>Continue</Button>
      </KycFrame>
    );
  }
  const error = roleQuery.error ?? create.error ?? submit.error;
  if (error) {
    return (
      <KycFrame>
        <p data-testid="kyc-error" role="alert" className="text-sm text-red-700">
          {error.message}
        </p>
        <Button
          variant="secondary"
          onClick={() => {
            submit.reset();
            start();
          }}
        >
          Try again
        </Button>
      </KycFrame>
    );
  }
  const verification = create.data;
  return (
    <KycFrame>
      {verification && isLocalVerifier(verification.verificationUrl) ? (
        <LocalVerificationCard busy={submit.isPending} onVerify={() => verify(verification.session)} />
      ) : (
        <div className="flex justify-center py-6 text-sky-600">
          <Spinner label="Starting verification" />
        </div>
      )}
    </KycFrame>
  );
}

function KycFrame({ children }: { children: ReactNode }) {
  return (
    <div data-testid="kyc-page" className="flex flex-col gap-4 px-4 py-8">
      <h1 className="text-xl font-bold text-slate-900">Verify your identity</h1>
      {children}
    </div>
  );
}
