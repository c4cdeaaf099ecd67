import { Button } from '../../ui/Button';

export const welcomeTexts = {
  title: 'Welcome to Rep!',
  body: 'Verify your identity to post, reply, like, bookmark and follow. It takes about a minute.',
} as const;

/**
 * The identity-verification welcome (SPEC §2). A non-blocking card in the corner, so the page stays usable
 * behind it.
 */
export function WelcomeCard({ onVerify, onDismiss }: { onVerify: () => void; onDismiss: () => void }) {
  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby="kyc-welcome-title"
      data-testid="kyc-welcome"
      className="fixed right-4 bottom-[calc(var(--shell-bottom,0px)+1rem)] z-30 w-[min(90vw,340px)] rounded-2xl border border-slate-200 bg-white p-5 shadow-xl"
    >
      <h2 id="kyc-welcome-title" className="text-base font-bold text-slate-900">
        {welcomeTexts.title}
      </h2>
      <p className="mt-2 text-sm text-slate-600">{welcomeTexts.body}</p>
      <div className="mt-4 flex gap-2">
        <Button data-testid="kyc-welcome-verify" onClick={onVerify}>
          Verify now
        </Button>
        <Button variant="ghost" data-testid="kyc-welcome-later" onClick={onDismiss}>
          Later
        </Button>
      </div>
    </section>
  );
}
