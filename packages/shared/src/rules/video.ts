/**
 * Video links (SPEC §5 Text inputs and editor: "Recognised video links: YouTube watch, embed, shorts, live,
 * short-link, playlist and user forms"): a link users paste becomes the address of a player on
 * youtube-nocookie.com (YouTube's privacy-enhanced mode: no cookies until the viewer plays). Used by the
 * composer, the post card and the server's create-post check (an unplayable link is 'Invalid url').
 */

/** The host every recognised link is played from (the CSP's `frame-src` allows exactly this origin). */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);
const NOCOOKIE_HOSTS = new Set(['youtube-nocookie.com', 'www.youtube-nocookie.com']);
const SHORT_HOSTS = new Set(['youtu.be', 'www.youtu.be']);

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const LIST_ID = /^[A-Za-z0-9_-]{2,64}$/;
const CHANNEL_ID = /^UC[A-Za-z0-9_-]{22}$/;
const USER_NAME = /^[A-Za-z0-9_.-]{1,100}$/;

/** `t`/`start` of a link (`90`, `90s`, `1m30s`, `1h2m3s`) in whole seconds, or null. */
function startSeconds(value: string | null): number | null {
  if (!value) return null;
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value);
  if (!match || value === '') return null;
  const [, h = '0', m = '0', s = '0'] = match;
  const seconds = Number(h) * 3600 + Number(m) * 60 + Number(s);
  return seconds > 0 ? seconds : null;
}

function videoEmbed(id: string, params: URLSearchParams): string | null {
  if (!VIDEO_ID.test(id)) return null;
  const query = new URLSearchParams();
  const list = params.get('list');
  if (list && LIST_ID.test(list)) query.set('list', list);
  const start = startSeconds(params.get('t') ?? params.get('start'));
  if (start) query.set('start', String(start));
  const search = query.toString();
  return `${YOUTUBE_EMBED_ORIGIN}/embed/${id}${search ? `?${search}` : ''}`;
}

const listEmbed = (list: string | null): string | null =>
  list && LIST_ID.test(list) ? `${YOUTUBE_EMBED_ORIGIN}/embed/videoseries?list=${list}` : null;

/** The forms of youtube.com and youtube-nocookie.com paths, split as ['watch'] or ['shorts', id]… */
function fromPath(segments: string[], params: URLSearchParams): string | null {
  const [first, second] = segments;
  switch (first) {
    case 'watch':
      return params.get('v') ? videoEmbed(params.get('v') ?? '', params) : listEmbed(params.get('list'));
    case 'embed':
      if (second === 'videoseries') return listEmbed(params.get('list'));
      return second ? videoEmbed(second, params) : null;
    case 'shorts':
    case 'live':
    case 'v':
      return second ? videoEmbed(second, params) : null;
    case 'playlist':
      return listEmbed(params.get('list'));
    case 'channel':
      // A channel's uploads are its playlist "UU" + the id after "UC".
      return second && CHANNEL_ID.test(second) ? listEmbed(`UU${second.slice(2)}`) : null;
    case 'user':
      // The user form: YouTube's embed of a user's uploads by user name.
      return second && USER_NAME.test(second)
        ? `${YOUTUBE_EMBED_ORIGIN}/embed?listType=user_uploads&list=${second}`
        : null;
    default:
      return null;
  }
}

/**
 * The youtube-nocookie.com player address of a YouTube link, or null when the text is no link YouTube can
 * play in a player (a handle or search page, a malformed id, another site, a non-http(s) scheme).
 * Recognised forms (SPEC §5): `youtube.com/watch?v=ID` (with `list`, `t`), `/embed/ID`, `/shorts/ID`,
 * `/live/ID`, `youtu.be/ID`, `/playlist?list=ID`, `/channel/UC…` (its uploads) and `/user/NAME`, on the
 * www., m. and music. hosts and youtube-nocookie.com itself.
 */
export function youtubeEmbedUrl(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  if (SHORT_HOSTS.has(host))
    return segments.length === 1 ? videoEmbed(segments[0] ?? '', url.searchParams) : null;
  if (YOUTUBE_HOSTS.has(host) || NOCOOKIE_HOSTS.has(host)) return fromPath(segments, url.searchParams);
  return null;
}

/** True when `text` is a YouTube link {@link youtubeEmbedUrl} can play. */
export const isPlayableVideoLink = (text: string): boolean => youtubeEmbedUrl(text) !== null;

/**
 * True when `text` is an http(s) link to a YouTube host (youtube.com, youtu.be, youtube-nocookie.com),
 * playable or not: the composer attaches such a paste as a video, and shows 'Invalid url' when it cannot play.
 */
export function isYoutubeLink(text: string): boolean {
  try {
    const url = new URL(text.trim());
    const host = url.hostname.toLowerCase();
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      (YOUTUBE_HOSTS.has(host) || NOCOOKIE_HOSTS.has(host) || SHORT_HOSTS.has(host))
    );
  } catch {
    return false;
  }
}
