import type { SessionPayload } from '@rep/shared';
import type { BrowserContext } from 'playwright-core';

/** An account made through the API for a browser test, with its session. */
export interface TestAccount {
  email: string;
  password: string;
  session: SessionPayload;
  accountId: string;
}

/** Calls the server as the API client does; throws with the server's answer on a failure envelope. */
export async function callServer<T = unknown>(
  baseUrl: string,
  path: string,
  body: unknown,
  token?: string,
  method = 'POST',
): Promise<T> {
  const response = await fetch(baseUrl + path, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token && { Authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body ?? {}),
  });
  const envelope = (await response.json()) as { success: boolean; data: T; message?: string };
  if (!response.ok || !envelope.success)
    throw new Error(`${path} → ${response.status} ${envelope.message ?? ''}`);
  return envelope.data;
}

/** Registers an email identity and creates its account (register → sign-in's 404 → sign-up). */
export async function createAccount(
  baseUrl: string,
  names: { firstName: string; lastName: string },
  email = `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`,
  password = 'Str0ngPassword',
): Promise<TestAccount> {
  await callServer(baseUrl, '/auth/register', { email, password });
  const signIn = await fetch(`${baseUrl}/auth/sign-in/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ idToken: '', provider: 'password', payload: { email, password } }),
  });
  const { data } = (await signIn.json()) as { data?: { userId?: string } };
  if (signIn.status !== 404 || !data?.userId) throw new Error(`sign-in of a new identity → ${signIn.status}`);
  const session = await callServer<SessionPayload>(baseUrl, '/auth/sign-up', {
    userId: data.userId,
    idToken: '',
    provider: 'password',
    payload: { email, password, ...names },
  });
  return { email, password, session, accountId: session.accountId };
}

/** Signs an existing identity in through the API (e.g. the SysAdmin the server makes for ADMIN_EMAIL). */
export async function signInAccount(baseUrl: string, email: string, password: string): Promise<TestAccount> {
  const session = await callServer<SessionPayload>(baseUrl, '/auth/sign-in/', {
    idToken: '',
    provider: 'password',
    payload: { email, password },
  });
  return { email, password, session, accountId: session.accountId };
}

/** Verifies an account through the embedded verifier (`/auth/create-verisoul` → `/auth/kyc`): role Silver. */
export async function verifyAccount(baseUrl: string, account: TestAccount): Promise<void> {
  const token = account.session.access;
  const { session } = await callServer<{ session: string }>(baseUrl, '/auth/create-verisoul', {}, token);
  await callServer(baseUrl, '/auth/kyc', { session }, token);
}

/**
 * Starts the browser context signed in as `account`. The app keeps only a refresh token (localStorage
 * `rep.refresh`) and rotates it on every load, so each context gets a session of its own: before the
 * context's first page runs, a synchronous sign-in from the page stores that session's refresh token.
 */
export async function signInContext(context: BrowserContext, account: TestAccount): Promise<void> {
  // Once per context: a later sign-out in the app must stick.
  await context.addInitScript(
    ({ email, password }) => {
      if (window !== window.top || localStorage.getItem('e2e.seeded')) return;
      localStorage.setItem('e2e.seeded', '1');
      const request = new XMLHttpRequest();
      request.open('POST', '/auth/sign-in/', false);
      request.setRequestHeader('Content-Type', 'application/json');
      request.send(JSON.stringify({ idToken: '', provider: 'password', payload: { email, password } }));
      const refresh = (JSON.parse(request.responseText) as { data?: { refresh?: string } }).data?.refresh;
      if (!refresh)
        throw new Error(`e2e sign-in of ${email} failed: ${request.status} ${request.responseText}`);
      localStorage.setItem('rep.refresh', refresh);
    },
    { email: account.email, password: account.password },
  );
}
