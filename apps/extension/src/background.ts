/**
 * The extension's background service worker (issue 17): browser APIs and messaging only, no app logic.
 * - the toolbar button opens the side panel;
 * - tab switches and navigations tell the open pages to refresh (`{ action: 'refreshUI' }`);
 * - the Rep website sends the token map (`{ action: 'signIn', tokens }`) or `{ action: 'signOut' }` through
 *   `externally_connectable`; it is kept in chrome.storage.local under `TOKENS_KEY`; `{ action: 'ping' }`
 *   answers `{ ok: true }` (the site asks before it makes the extension a session).
 */
import { isExternalMessage, REFRESH_UI, TOKENS_KEY } from './messages';

void chrome.sidePanel.setPanelBehavior({ openPanelOnActionClick: true }).catch(() => undefined);

/** Tells the extension's pages to re-read the active tab and the session. */
function refreshUI(): void {
  // No page open answers nothing: the rejection is expected.
  chrome.runtime.sendMessage({ action: REFRESH_UI }).catch(() => undefined);
}

chrome.tabs.onActivated.addListener(refreshUI);
chrome.tabs.onUpdated.addListener((_tabId, change, tab) => {
  if (tab.active && change.url) refreshUI();
});
chrome.windows.onFocusChanged.addListener(refreshUI);

chrome.runtime.onMessageExternal.addListener((message: unknown, _sender, sendResponse) => {
  if (!isExternalMessage(message)) {
    sendResponse({ ok: false });
    return false;
  }
  if (message.action === 'ping') {
    sendResponse({ ok: true });
    return false;
  }
  const done =
    message.action === 'signIn'
      ? chrome.storage.local.set({ [TOKENS_KEY]: message.tokens })
      : chrome.storage.local.remove(TOKENS_KEY);
  void done.then(() => {
    refreshUI();
    sendResponse({ ok: true });
  });
  return true;
});
