import { type FormEvent, useState } from 'react';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';

export type CredentialsMode = 'sign-in' | 'create';
export interface Credentials {
  email: string;
  password: string;
}
export type CredentialErrors = Partial<Record<keyof Credentials, string[]>>;

export interface CredentialsFormProps {
  mode: CredentialsMode;
  onModeChange: (mode: CredentialsMode) => void;
  onSubmit: (credentials: Credentials) => void;
  busy: boolean;
  errors: CredentialErrors;
}

/** Email + password, for signing in or creating an account. */
export function CredentialsForm({ mode, onModeChange, onSubmit, busy, errors }: CredentialsFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const creating = mode === 'create';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ email, password });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">
        {creating ? 'Create your account' : 'Sign in to Rep'}
      </h1>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        data-testid="signin-email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete={creating ? 'new-password' : 'current-password'}
        required
        data-testid="signin-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      <Button
        type="submit"
        data-testid="signin-submit"
        loading={busy}
        loadingText={creating ? 'Creating account…' : 'Signing in…'}
      >
        {creating ? 'Create account' : 'Sign in'}
      </Button>
      <p className="text-center text-sm text-slate-600">
        {creating ? 'Already have an account?' : 'New to Rep?'}{' '}
        <button
          type="button"
          data-testid="register-toggle"
          onClick={() => onModeChange(creating ? 'sign-in' : 'create')}
          className="font-semibold text-sky-700 hover:underline"
        >
          {creating ? 'Sign in' : 'Create account'}
        </button>
      </p>
    </form>
  );
}
