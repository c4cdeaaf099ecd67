import * as RadixDialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useMenuEntries } from '../features/account/HeaderMenu';
import { FeedbackDialog } from '../features/feedback/FeedbackDialog';
import { useAccountId } from '../state/session';
import { MenuIcon } from '../ui/icons';
import { AccountLink, SignInLink, SignOutButton } from './accountControls';
import { CommunityNav } from './CommunityNav';

const entryClass =
  'block w-full rounded-full px-4 py-2 text-left text-base text-slate-700 hover:bg-slate-100';

/**
 * The phone layout's drawer (Bluesky's mobile web): opened from the top bar's menu button, it slides in from
 * the left with the account, the communities, the account menu and 'Sign out' (or 'Sign in').
 */
export function Drawer() {
  const viewer = useAccountId();
  const [open, setOpen] = useState(false);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const { entries } = useMenuEntries(() => setFeedbackOpen(true));
  const close = () => setOpen(false);

  return (
    <>
      <RadixDialog.Root open={open} onOpenChange={setOpen}>
        <RadixDialog.Trigger
          aria-label="Open menu"
          data-testid="drawer-open"
          className="-ml-1 rounded-full p-2 text-slate-700 hover:bg-slate-100"
        >
          <MenuIcon />
        </RadixDialog.Trigger>
        <RadixDialog.Portal>
          <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
          <RadixDialog.Content
            data-testid="drawer"
            aria-describedby={undefined}
            className="fixed inset-y-0 left-0 z-50 flex w-[min(85vw,300px)] flex-col gap-4 overflow-y-auto bg-white px-2 py-3 shadow-xl outline-none"
          >
            <div className="flex items-center justify-between pl-4">
              <RadixDialog.Title className="text-2xl font-black tracking-tight text-sky-700">
                Rep
              </RadixDialog.Title>
              <RadixDialog.Close
                aria-label="Close"
                data-testid="drawer-close"
                className="rounded-full p-2 text-xl leading-none text-slate-600 hover:bg-slate-100"
              >
                ✕
              </RadixDialog.Close>
            </div>
            {viewer ? <AccountLink onNavigate={close} /> : <SignInLink className="mx-2" />}
            <CommunityNav onNavigate={close} />
            <ul className="flex flex-col gap-0.5 border-t border-slate-200 pt-3">
              {entries.map((entry) => (
                <li key={entry.key}>
                  <button
                    type="button"
                    data-testid={`drawer-${entry.key}`}
                    className={entryClass}
                    onClick={() => {
                      close();
                      entry.onSelect();
                    }}
                  >
                    {entry.label}
                  </button>
                </li>
              ))}
            </ul>
            {viewer && <SignOutButton className="mx-2 mt-auto" onSignedOut={close} />}
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>
      <FeedbackDialog open={feedbackOpen} onOpenChange={setFeedbackOpen} />
    </>
  );
}
