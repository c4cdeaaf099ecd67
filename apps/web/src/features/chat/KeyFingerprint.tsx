import { useKeyFingerprint } from '../../state/chat/queries';

/**
 * An account's chat key fingerprint (docs/CHAT.md "Threat model"): 8 groups of 5 digits, or a dash while
 * unknown. `label` names whose it is.
 */
export function KeyFingerprint({ userId, label }: { userId: string; label: string }) {
  const fingerprint = useKeyFingerprint(userId);
  return (
    <div className="flex flex-col gap-0.5" data-testid="key-fingerprint" data-user-id={userId}>
      <span className="text-xs font-semibold text-slate-700">{label}</span>
      <code className="font-mono text-sm tracking-wide break-words text-slate-900">{fingerprint ?? '—'}</code>
    </div>
  );
}
