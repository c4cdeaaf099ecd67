import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bodiesSentTo, mockApi, testSession } from '../test/mockApi';
import { base64UrlToBytes, bindPushToSession, pushSupported, subscribePush, unsubscribePush } from './push';
import { useSessionStore } from './session';

/**
 * The browser's push machinery as a push service would back it (jsdom has none; headless Chromium cannot reach
 * one either, STACK-WAVE2): a registration whose PushManager hands out one subscription at a time.
 */
function stubBrowserPush() {
  const state = { current: null as PushSubscription | null, made: 0, registered: [] as string[] };
  const pushManager = {
    getSubscription: async () => state.current,
    subscribe: async (options: PushSubscriptionOptionsInit) => {
      state.made += 1;
      const endpoint = `https://push.example.test/${state.made}`;
      state.current = {
        endpoint,
        options: {
          userVisibleOnly: true,
          applicationServerKey: (options.applicationServerKey as Uint8Array).buffer,
        },
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'p256dh', auth: 'auth' } }),
        unsubscribe: async () => {
          state.current = null;
          return true;
        },
      } as unknown as PushSubscription;
      return state.current;
    },
  };
  const registration = { pushManager };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { requestPermission: async () => 'granted' });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register: async (url: string) => {
        state.registered.push(url);
        return registration;
      },
      ready: Promise.resolve(registration),
      getRegistration: async () => registration,
    },
  });
  return state;
}

const registerPath = '/api/notification/register';
const deactivatePath = '/api/notification/deactivate';
const KEY = 'BPublicKey';

beforeAll(() => {
  bindPushToSession();
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  useSessionStore.getState().forget();
  localStorage.clear();
});

describe('web push helpers', () => {
  it('decodes a base64url VAPID key, with or without padding', () => {
    // 0xfb 0xff 0xfe encodes to '-__-' in base64url ('+//+' in base64).
    expect([...base64UrlToBytes('-__-')]).toEqual([0xfb, 0xff, 0xfe]);
    expect([...base64UrlToBytes('AQ')]).toEqual([1]);
    expect(base64UrlToBytes('B'.repeat(87))).toHaveLength(65);
  });

  it('knows that a browser without the Push API (jsdom) cannot subscribe', () => {
    expect(pushSupported()).toBe(false);
  });
});

describe('push subscription of this browser', () => {
  it('subscribes with the VAPID key and registers the subscription; turning off deactivates it', async () => {
    const browser = stubBrowserPush();
    const fetchMock = mockApi({ [registerPath]: { registered: true }, [deactivatePath]: { deactivated: 1 } });
    useSessionStore.getState().setSession(testSession());
    await subscribePush(KEY);
    expect(browser.registered).toEqual(['/sw.js']);
    expect(bodiesSentTo(fetchMock, registerPath)).toEqual([
      {
        token: {
          endpoint: 'https://push.example.test/1',
          expirationTime: null,
          keys: { p256dh: 'p256dh', auth: 'auth' },
        },
      },
    ]);
    await unsubscribePush();
    expect(bodiesSentTo(fetchMock, deactivatePath)).toEqual([{ token: 'https://push.example.test/1' }]);
    expect(browser.current).toBeNull();
  });

  it('drops the browser subscription again when the server could not register it', async () => {
    const browser = stubBrowserPush();
    mockApi({});
    useSessionStore.getState().setSession(testSession());
    await expect(subscribePush(KEY)).rejects.toThrow();
    expect(browser.current).toBeNull();
  });

  it("removes the subscription at sign-out, with the leaving session's token", async () => {
    const browser = stubBrowserPush();
    const fetchMock = mockApi({ [registerPath]: { registered: true }, [deactivatePath]: { deactivated: 1 } });
    useSessionStore.getState().setSession(testSession());
    await subscribePush(KEY);
    useSessionStore.getState().signOut();
    await vi.waitFor(() => expect(browser.current).toBeNull());
    const [, init] = fetchMock.mock.calls.find(([url]) => url === deactivatePath)!;
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'https://push.example.test/1' });
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer access');
  });

  it('drops the subscription of another account when a session of a new one starts, keeps its own', async () => {
    const browser = stubBrowserPush();
    mockApi({ [registerPath]: { registered: true } });
    useSessionStore.getState().setSession(testSession('client|ada'));
    await subscribePush(KEY);
    // The same account again (a reload restores the session): kept.
    useSessionStore.setState({ session: null });
    useSessionStore.getState().setSession(testSession('client|ada'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(browser.current).not.toBeNull();
    // Ada's session ended without a sign-out; Bob signs in here.
    useSessionStore.setState({ session: null });
    useSessionStore.getState().setSession(testSession('client|bob'));
    await vi.waitFor(() => expect(browser.current).toBeNull());
  });
});
