/**
 * True when `url` is an absolute web page address the page-community views can show: it parses and its
 * scheme is `http:` or `https:` (issue 17). Anything else (empty, relative, `javascript:`, `chrome:`) is false.
 * @param url a page address from a query parameter or the active tab, e.g. `https://example.com/a`
 */
export function isWebPageUrl(url: string | null | undefined): url is string {
  if (!url) return false;
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The host of a page address (`URL.host`: the name and any port, e.g. `127.0.0.2:8080`), or the address
 * itself when it does not parse.
 * @param url a page address, e.g. `https://example.com/a` → `example.com`
 */
export function hostOf(url: string): string {
  try {
    return new URL(url).host || url;
  } catch {
    return url;
  }
}
