/**
 * Whether a link dialog URL may be added (SPEC §5: a URL is valid only with http or https). Pure.
 * @returns true for an absolute http(s) URL with a host
 */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
