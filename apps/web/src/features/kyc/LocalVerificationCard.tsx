import { Button } from '../../ui/Button';

/** The embedded development verifier's page: it proves nothing about a person, one click verifies. */
export function LocalVerificationCard({ busy, onVerify }: { busy: boolean; onVerify: () => void }) {
  return (
    <section
      data-testid="kyc-local"
      className="flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-5"
    >
      <h2 className="font-bold text-amber-900">Local verification (development only)</h2>
      <p className="text-sm text-amber-900">
        This server uses the embedded verifier. It checks nothing: pressing Verify marks your account as
        verified (Silver).
      </p>
      <Button data-testid="kyc-verify" loading={busy} loadingText="Verifying…" onClick={onVerify}>
        Verify
      </Button>
    </section>
  );
}
