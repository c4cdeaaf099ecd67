import { usePageTitle } from '../../app/usePageTitle';
import { embedSnippet, embedSrc } from './embedCommunity';

/** The page address the live preview shows the frame of. */
const EXAMPLE_PAGE = 'https://example.com/';

/**
 * The `/embed` help page (issue 17): the one-line `<iframe>` a site owner pastes, how to pick a community,
 * and a live preview of the frame for an example address.
 */
export function EmbedHelp() {
  usePageTitle('Embed Rep');
  const origin = window.location.origin;
  return (
    <main id="main" className="mx-auto min-h-screen w-full max-w-[720px] bg-white px-4 py-6 text-slate-900">
      <h1 className="text-2xl font-bold">Embed Rep on your site</h1>
      <p className="mt-3">
        Paste this line where the conversation should show. Replace the address after <code>url=</code> with
        your page's; the frame shows that page's community, with its posts and a composer.
      </p>
      <label htmlFor="embed-snippet" className="mt-4 block font-semibold">
        Snippet
      </label>
      <textarea
        id="embed-snippet"
        readOnly
        rows={4}
        value={embedSnippet(origin, EXAMPLE_PAGE)}
        className="mt-1 w-full rounded border border-slate-300 p-2 font-mono text-sm"
        data-testid="embed-snippet"
      />
      <p className="mt-3 text-sm text-slate-600">
        <code>loading="lazy"</code> loads the frame only when the reader scrolls near it. Add{' '}
        <code>&amp;community=rep</code> (or <code>home</code>, <code>rep-social</code>,{' '}
        <code>gala-friends</code>, <code>lunar-storm-friends</code>) to show a named community instead of the
        page's.
      </p>
      <p className="mt-3 text-sm text-slate-600">
        Readers sign in inside the frame through a small Rep window that opens from its "Sign in"; the frame
        then keeps a session of its own, signed out again with its "Sign out".
      </p>
      <p className="mt-3">
        Or let a script add the frame where it stands, load it when the reader scrolls near and fit its height
        to the posts (up to 800 px):
      </p>
      <label htmlFor="embed-script" className="mt-4 block font-semibold">
        Script
      </label>
      <input
        id="embed-script"
        readOnly
        value={`<script src="${origin}/embed.js" async></script>`}
        className="mt-1 w-full rounded border border-slate-300 p-2 font-mono text-sm"
        data-testid="embed-script"
      />
      <h2 className="mt-6 text-xl font-bold">Preview</h2>
      <iframe
        src={embedSrc(origin, EXAMPLE_PAGE)}
        title={`Rep conversation preview for ${EXAMPLE_PAGE}`}
        loading="lazy"
        className="mt-2 h-[600px] w-full max-w-[600px] rounded border border-slate-300"
      />
    </main>
  );
}
