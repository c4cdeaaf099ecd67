import { WrongPassphraseError } from '@rep/shared/chatCrypto';
import { type FormEvent, useState } from 'react';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';

/** Whether an unlock failed on the passphrase itself (by class, or by name across module copies). */
const isWrongPassphrase = (error: unknown) =>
  error instanceof WrongPassphraseError || (error instanceof Error && error.name === 'WrongPassphraseError');

/**
 * Unlocks chat on a device that does not hold the keys yet (issue 15): the passphrase opens the private keys
 * stored encrypted on the server. A wrong one says 'Wrong passphrase'.
 */
export function UnlockForm({ unlock }: { unlock: (passphrase: string) => Promise<void> }) {
  const [passphrase, setPassphrase] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setFailure(null);
    if (!passphrase) {
      setError('Enter your passphrase');
      return;
    }
    setPending(true);
    try {
      await unlock(passphrase);
    } catch (caught) {
      if (isWrongPassphrase(caught)) setError('Wrong passphrase');
      else setFailure(caught instanceof Error ? caught.message : String(caught));
      setPending(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="chat-unlock-heading"
      data-testid="chat-unlock"
      className="flex flex-col gap-4 px-4 py-6"
    >
      <h2 id="chat-unlock-heading" className="text-base font-bold">
        Unlock your messages
      </h2>
      <p className="text-sm text-slate-600">
        Your messages are end-to-end encrypted. Enter the passphrase you chose when you set up messages to
        read them on this device.
      </p>
      <TextField
        label="Passphrase"
        type="password"
        autoComplete="current-password"
        required
        value={passphrase}
        onChange={(event) => setPassphrase(event.target.value)}
        error={error}
      />
      {failure && (
        <p role="alert" className="text-sm text-red-600">
          {failure}
        </p>
      )}
      <Button type="submit" loading={pending} loadingText="Unlocking…" className="self-start">
        Unlock
      </Button>
    </form>
  );
}
