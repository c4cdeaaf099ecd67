import { messages } from '@rep/shared';
import { Button } from '../../ui/Button';

/** Shown when the account is banned (SPEC §4 "Sign-in", §8). */
export function BannedState({ onBack }: { onBack: () => void }) {
  return (
    <div
      data-testid="banned-state"
      role="alert"
      className="flex flex-col items-center gap-4 py-6 text-center"
    >
      <h1 className="text-2xl font-bold text-red-700">{messages.accountBanned}</h1>
      <Button variant="secondary" onClick={onBack}>
        Back
      </Button>
    </div>
  );
}
