import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { onApiFailure } from '../../state/apiClient';
import { useSessionStore } from '../../state/session';
import { BannedState } from '../auth/BannedState';

/**
 * True once any call of the signed-in account answered AccountBanned, or a reload's refresh was refused for
 * the ban (SPEC §4, §8; the session store's `banned`): the shell then shows only {@link BannedScreen}.
 * (Sign-in itself shows the banned state too: SignInPage.)
 */
export function useBannedState(): boolean {
  const banned = useSessionStore((state) => state.banned);
  useEffect(
    () =>
      onApiFailure((error) => {
        const { session, setBanned } = useSessionStore.getState();
        if (error.code === 'AccountBanned' && session) setBanned(true);
      }),
    [],
  );
  return banned;
}

/** The banned state in place of the whole app; Back signs out and goes to /signin. */
export function BannedScreen() {
  const setBanned = useSessionStore((state) => state.setBanned);
  const navigate = useNavigate();
  return (
    <main className="mx-auto w-full max-w-sm px-4 py-10">
      <BannedState
        onBack={() => {
          useSessionStore.getState().signOut();
          setBanned(false);
          navigate(paths.signIn());
        }}
      />
    </main>
  );
}
