/**
 * Test support (not app code): the Rep extension as a website page sees it through
 * `chrome.runtime.sendMessage(DEFAULT_EXTENSION_ID, message)`, behaving as apps/extension/src/background.ts does:
 * it answers a ping, keeps the token map on `signIn` and drops it on `signOut`. Install it with
 * `vi.stubGlobal('chrome', { runtime: { sendMessage: extension.sendMessage } })`.
 */
import { DEFAULT_EXTENSION_ID } from '@rep/shared';

/** The extension as the website sees it through `chrome.runtime.sendMessage`; `installed: false` rejects. */
export class FakeExtension {
  installed = true;
  received: { id: string; message: { action: string; tokens?: { refreshToken: string } } }[] = [];
  tokens: { refreshToken: string; accessToken?: string } | null = null;
  sendMessage = async (id: string, message: FakeExtension['received'][number]['message']) => {
    if (!this.installed || id !== DEFAULT_EXTENSION_ID) throw new Error('Could not establish connection.');
    this.received.push({ id, message });
    if (message.action === 'signIn') this.tokens = message.tokens ?? null;
    if (message.action === 'signOut') this.tokens = null;
    return { ok: true };
  };
  actions = () => this.received.map((entry) => entry.message.action);
}
