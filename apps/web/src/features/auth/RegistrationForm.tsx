import { type FormEvent, useState } from 'react';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';

export interface RegistrationFormProps {
  userId: string;
  email: string;
  busy: boolean;
  errors: Partial<Record<'firstName' | 'lastName', string[]>>;
  onSubmit: (names: { firstName: string; lastName: string }) => void;
  onCancel: () => void;
}

/** The new user's registration form: names, with the identity's uid shown read-only (SPEC §8). */
export function RegistrationForm({ userId, email, busy, errors, onSubmit, onCancel }: RegistrationFormProps) {
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ firstName, lastName });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Complete your profile</h1>
      <p className="text-sm text-slate-600">{email}</p>
      <TextField label="User ID" data-testid="signup-user-id" value={userId} readOnly />
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
