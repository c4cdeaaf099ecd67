import { type FormEvent, useState } from 'react';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';

export interface RegistrationFormProps {
  email: string;
  busy: boolean;
  errors: Partial<Record<'firstName' | 'lastName', string[]>>;
  onSubmit: (names: { firstName: string; lastName: string }) => void;
  onCancel: () => void;
}

/**
 * The new user's registration form (SPEC §8): names for the account of `email`. The identity's uid travels
 * with the sign-up call but is not shown: 'password|Lk6M…' means nothing to a person, the email does.
 */
export function RegistrationForm({ email, busy, errors, onSubmit, onCancel }: RegistrationFormProps) {
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ firstName, lastName });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Complete your profile</h1>
      <p className="text-sm text-slate-600" data-testid="signup-email">
        Creating the account for <span className="font-medium text-slate-900">{email}</span>
      </p>
      <TextField
        label="First name"
        required
        autoComplete="given-name"
        data-testid="signup-first-name"
        value={firstName}
        onChange={(event) => setFirstName(event.target.value)}
        error={errors.firstName}
      />
      <TextField
        label="Last name"
        required
        autoComplete="family-name"
        data-testid="signup-last-name"
        value={lastName}
        onChange={(event) => setLastName(event.target.value)}
        error={errors.lastName}
      />
      <Button type="submit" data-testid="signup-submit" loading={busy} loadingText="Registering…">
        Register
      </Button>
      <Button variant="ghost" onClick={onCancel}>
        Back
      </Button>
    </form>
  );
}
