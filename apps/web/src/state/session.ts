import { authEndpoints, type SessionPayload } from '@rep/shared';
import { create } from 'zustand';
import { clearChatIdentities } from './chat/identityStore';

/**
 * localStorage key of the refresh token: the only part of the session kept across reloads. The payload
 * (tokens, wallet key) lives in memory; after a reload the refresh token is exchanged for a fresh payload
 * (apiClient.ts `restoreSession`, docs/DECISIONS.md "Security").
 */
export const REFRESH_STORAGE_KEY = 'rep.refresh';
/** Where earlier versions kept the whole payload; read once to move its refresh token, then removed. */
const LEGACY_SESSION_KEY = 'rep.session';

/** The stored refresh token, or null (none, or browser storage unavailable). */
export function readStoredRefresh(): string | null {
  try {
    const legacy = localStorage.getItem(LEGACY_SESSION_KEY);
    if (legacy !== null) {
      localStorage.removeItem(LEGACY_SESSION_KEY);
      const refresh = (JSON.parse(legacy) as Partial<SessionPayload>).refresh;
      if (typeof refresh === 'string' && refresh) localStorage.setItem(REFRESH_STORAGE_KEY, refresh);
    }
    return localStorage.getItem(REFRESH_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeStoredRefresh(refresh: string | null): void {
  try {
    if (refresh) localStorage.setItem(REFRESH_STORAGE_KEY, refresh);
    else localStorage.removeItem(REFRESH_STORAGE_KEY);
  } catch {
    // Browser storage failure: the session lives in memory only (SPEC §8 "Browser storage failure").
  }
}

/** Tells the server to revoke the session's refresh tokens; `keepalive` lets it finish while the page goes. */
function revokeOnServer(refresh: string): void {
  try {
    fetch(`/auth${authEndpoints.signOut.path}`, {
      method: authEndpoints.signOut.method,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh }),
      keepalive: true,
    }).catch(() => {
      // Offline: the tokens end on their own (access 15 min); the browser forgot them already.
    });
  } catch {
    // No fetch (tests without a server): nothing to revoke.
  }
}

type SignOutListener = (session: SessionPayload) => void;
const signOutListeners = new Set<SignOutListener>();

/**
 * Subscribes to sign-outs of this tab, called with the session just before it is forgotten, while its access
 * token still works (e.g. to remove this browser's push subscription, SPEC §4). Returns the unsubscribe function.
 */
export function beforeSignOut(listener: SignOutListener): () => void {
  signOutListeners.add(listener);
  return () => signOutListeners.delete(listener);
}

interface SessionState {
  /** The signed-in session, in memory only. */
  session: SessionPayload | null;
  /**
   * False while a stored refresh token is being exchanged for a session after a load (SPEC §3 session
   * flag "ready"); true once the session is known, signed in or out.
   */
  ready: boolean;
  /**
   * True once the server answered AccountBanned for this browser's account (SPEC §4 "Banned accounts show a
   * banned state"): on a call, or when a reload's refresh was refused for the ban. The shell then shows only
   * the banned state.
   */
  banned: boolean;
  /** Sets or clears {@link SessionState.banned}. */
  setBanned: (banned: boolean) => void;
  /** Starts or replaces the session (sign-in, sign-up, refresh) and stores its refresh token. */
  setSession: (session: SessionPayload) => void;
  /** Marks the restore done, leaving the session as it is. */
  setReady: () => void;
  /** Signs out: forgets the session here and in other tabs, and revokes it on the server. */
  signOut: () => void;
  /** Forgets the session without telling the server (it is already invalid, or another tab signed out). */
  forget: () => void;
}

/** The signed-in session (memory) and its refresh token (localStorage {@link REFRESH_STORAGE_KEY}). */
export const useSessionStore = create<SessionState>((set, get) => ({
  session: null,
  ready: readStoredRefresh() === null,
  banned: false,
  setBanned: (banned) => set({ banned }),
  setSession: (session) => {
    writeStoredRefresh(session.refresh);
    set({ session, ready: true });
  },
  setReady: () => set({ ready: true }),
  signOut: () => {
    const session = get().session;
    if (session) for (const listener of signOutListeners) listener(session);
    const refresh = session?.refresh ?? readStoredRefresh();
    get().forget();
    if (refresh) revokeOnServer(refresh);
  },
  forget: () => {
    writeStoredRefresh(null);
    // The unlocked chat keys stay on the device only while signed in (docs/CHAT.md "Keys").
    void clearChatIdentities();
    set({ session: null, ready: true });
  },
}));

// Another tab signed out (its storage event says the token is gone): sign out here too.
globalThis.addEventListener?.('storage', (event) => {
  const gone = event.key === null || (event.key === REFRESH_STORAGE_KEY && event.newValue === null);
  if (gone && useSessionStore.getState().session) {
    useSessionStore.setState({ session: null, ready: true });
  }
});

/** The signed-in account id, or null when signed out. */
export const useAccountId = (): string | null => useSessionStore((state) => state.session?.accountId ?? null);
