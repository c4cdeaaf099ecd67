import { useEffect, useState } from 'react';
import { REFRESH_UI } from './messages';

/** The address of the active tab of the focused window, or null (no tab, or no permission to read it). */
async function activeTabUrl(): Promise<string | null> {
  const [tab] = await chrome.tabs.query({ active: true, lastFocusedWindow: true });
  return tab?.url ?? null;
}

/**
 * The page the side panel is about: `?url=<page address>` when given (tests: a side panel opened as a tab
 * sees itself as the active tab), otherwise the active tab, followed as the user switches tabs or navigates
 * (the background's `refreshUI` message). `undefined` while loading.
 */
export function usePageUrl(): string | null | undefined {
  const given = new URLSearchParams(location.search).get('url');
  const [url, setUrl] = useState<string | null | undefined>(given ?? undefined);
  useEffect(() => {
    if (given) return;
    const read = () => void activeTabUrl().then(setUrl, () => setUrl(null));
    read();
    const onMessage = (message: unknown) => {
      if ((message as { action?: unknown } | null)?.action === REFRESH_UI) read();
    };
    chrome.runtime.onMessage.addListener(onMessage);
    return () => chrome.runtime.onMessage.removeListener(onMessage);
  }, [given]);
  return url;
}
