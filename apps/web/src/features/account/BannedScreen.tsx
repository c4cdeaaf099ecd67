import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { create } from 'zustand';
import { paths } from '../../app/paths';
import { onApiFailure } from '../../state/apiClient';
import { useSessionStore } from '../../state/session';
import { BannedState } from '../auth/BannedState';

/** Whether a call of the signed-in account answered 403 AccountBanned. */
export const useBannedStore = create<{ banned: boolean; setBanned: (banned: boolean) => void }>((set) => ({
  banned: false,
  setBanned: (banned) => set({ banned }),
}));

/**
 * True once any call of the signed-in account answered AccountBanned (SPEC §4, §8): the shell then shows
 * only {@link BannedScreen}. (Sign-in itself shows the banned state too: SignInPage.)
 */
export function useBannedState(): boolean {
  const banned = useBannedStore((state) => state.banned);
  const setBanned = useBannedStore((state) => state.setBanned);
  useEffect(
    () =>
      onApiFailure((error) => {
        if (error.code === 'AccountBanned' && useSessionStore.getState().session) setBanned(true);
      }),
    [setBanned],
  );
  return banned;
}

/** The banned state in place of the whole app; Back signs out and goes to /signin. */
export function BannedScreen() {
  const setBanned = useBannedStore((state) => state.setBanned);
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
