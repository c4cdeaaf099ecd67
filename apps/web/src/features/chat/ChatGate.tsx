import type { ReactNode } from 'react';
import { useChatKeyring } from '../../state/chat/keyring';
import { Spinner } from '../../ui/Spinner';
import { MessagesHeading } from './MessagesHeading';
import { PassphraseSetUp } from './PassphraseSetUp';
import { UnlockForm } from './UnlockForm';

/**
 * Shows `children` once the viewer's chat identity is unlocked on this device (docs/CHAT.md "Keys"): the
 * passphrase set-up when the account has never set up chat, the unlock form when it has but this browser does
 * not hold the keys, a spinner while that is being found out. `heading` puts the page's 'Messages' heading above
 * those, for a page that has no heading of its own until then.
 */
export function ChatGate({ children, heading = false }: { children: ReactNode; heading?: boolean }) {
  const keyring = useChatKeyring();
  if (keyring.status === 'unlocked') return <>{children}</>;
  return (
    <>
      {heading && <MessagesHeading />}
      <KeyringStep keyring={keyring} />
    </>
  );
}

/** The step before chat is unlocked. */
function KeyringStep({ keyring }: { keyring: ReturnType<typeof useChatKeyring> }) {
  switch (keyring.status) {
    case 'loading':
      return (
        <div className="flex justify-center py-8 text-sky-600">
          <Spinner label="Loading" />
        </div>
      );
    case 'absent':
      return <PassphraseSetUp setUp={keyring.setUp} />;
    case 'locked':
      return <UnlockForm unlock={keyring.unlock} />;
    default:
      return null;
  }
}
