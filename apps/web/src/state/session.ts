import type { SessionPayload } from '@rep/shared';
import { create } from 'zustand';

/** localStorage key of the signed-in session. */
export const SESSION_STORAGE_KEY = 'rep.session';

function readStoredSession(): SessionPayload | null {
  try {
    const raw = globalThis.localStorage?.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<SessionPayload>;
    return parsed.access && parsed.refresh && parsed.accountId ? (parsed as SessionPayload) : null;
  } catch {
    return null;
  }
}

function writeStoredSession(session: SessionPayload | null): void {
  try {
    if (session) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    else localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Browser storage failure: the session lives in memory only (SPEC §8 "Browser storage failure").
  }
}

interface SessionState {
  session: SessionPayload | null;
  setSession: (session: SessionPayload) => void;
  /** Replaces the tokens after a refresh, keeping the rest of the payload. */
  setTokens: (tokens: Pick<SessionPayload, 'access' | 'refresh' | 'stream'>) => void;
  signOut: () => void;
}

/** The signed-in session, mirrored to localStorage under {@link SESSION_STORAGE_KEY}. */
export const useSessionStore = create<SessionState>((set, get) => ({
  session: readStoredSession(),
  setSession: (session) => {
    writeStoredSession(session);
    set({ session });
  },
  setTokens: (tokens) => {
    const current = get().session;
    if (!current) return;
    const session = { ...current, ...tokens };
    writeStoredSession(session);
    set({ session });
  },
  signOut: () => {
    writeStoredSession(null);
    set({ session: null });
  },
}));

/** The signed-in account id, or null when signed out. */
export const useAccountId = (): string | null => useSessionStore((state) => state.session?.accountId ?? null);
