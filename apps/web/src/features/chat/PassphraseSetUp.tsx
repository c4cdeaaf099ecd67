import { CHAT_PASSPHRASE_MIN } from '@rep/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';

/** The set-up form's field errors, or null when the passphrase can be used. */
export function checkNewPassphrase(
  passphrase: string,
  confirmation: string,
): { passphrase?: string; confirmation?: string } | null {
  if (passphrase.length < CHAT_PASSPHRASE_MIN) {
    return { passphrase: `Use at least ${CHAT_PASSPHRASE_MIN} characters` };
  }
  if (confirmation !== passphrase) return { confirmation: 'The passphrases do not match' };
  return null;
}

/**
 * The first chat set-up on an account (issue 15): a recovery passphrase and its confirmation, at least
 * CHAT_PASSPHRASE_MIN characters. `setUp` makes the keys in this browser and stores the private ones on the
 * server encrypted under the passphrase, which never leaves the browser (docs/CHAT.md "Keys").
 */
export function PassphraseSetUp({ setUp }: { setUp: (passphrase: string) => Promise<void> }) {
  const [passphrase, setPassphrase] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<ReturnType<typeof checkNewPassphrase>>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkNewPassphrase(passphrase, confirmation);
    setErrors(found);
    setFailure(null);
    if (found) return;
    setPending(true);
    try {
      await setUp(passphrase);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      setPending(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="chat-set-up-heading"
      data-testid="chat-set-up"
      className="flex flex-col gap-4 px-4 py-6"
    >
      <h2 id="chat-set-up-heading" className="text-base font-bold">
        Set up encrypted messages
      </h2>
      <p className="text-sm text-slate-600">
        Choose a passphrase. It unlocks your messages on your other devices, and only you know it: Rep cannot
        recover it, so without it your messages cannot be read on a new device.
      </p>
      <TextField
        label="Passphrase"
        type="password"
        autoComplete="new-password"
        required
        minLength={CHAT_PASSPHRASE_MIN}
        value={passphrase}
        onChange={(event) => setPassphrase(event.target.value)}
        error={errors?.passphrase}
      />
      <TextField
        label="Confirm passphrase"
        type="password"
        autoComplete="new-password"
        required
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        error={errors?.confirmation}
      />
      {failure && (
        <p role="alert" className="text-sm text-red-600">
          {failure}
        </p>
      )}
      <Button type="submit" loading={pending} loadingText="Setting up…" className="self-start">
        Set up messages
      </Button>
    </form>
  );
}
