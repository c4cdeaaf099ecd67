/**
 * Rep's embed script (issue 17, SPEC §9): `<script src="https://<rep>/embed.js" async></script>` where the
 * conversation should show. It adds the frame of the page's community right after itself
 * (`/embed?url=<this page's address>`; `data-community="rep"` on the script tag picks a named community
 * instead), loads it once it comes within 50 % of the viewport (SPEC §9 lazy-load margin), and sets its
 * height to the content's (at most 800 px; the feed scrolls inside beyond), which the frame reports with
 * `{type: 'rep:embed-height', height}` messages.
 */
(() => {
  /** The tallest the frame grows, in CSS px. */
  const MAX_HEIGHT_PX = 800;
  const script = document.currentScript;
  if (!script) return;
  const origin = new URL(script.src).origin;
  const page = location.href.split('#')[0];
  const query = new URLSearchParams({ url: page });
  const community = script.getAttribute('data-community');
  if (community) query.set('community', community);
  const frame = document.createElement('iframe');
  frame.title = 'Rep conversation';
  frame.style.cssText = 'display:block;width:100%;max-width:600px;height:600px;border:0';
  script.after(frame);
  const src = `${origin}/embed?${query}`;
  if ('IntersectionObserver' in window) {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        frame.src = src;
      },
      { rootMargin: '50%' },
    );
    observer.observe(frame);
  } else frame.src = src;
  window.addEventListener('message', (event) => {
    if (event.origin !== origin || event.source !== frame.contentWindow) return;
    const data = event.data;
    if (data && data.type === 'rep:embed-height' && typeof data.height === 'number' && data.height > 0)
      frame.style.height = `${Math.ceil(Math.min(data.height, MAX_HEIGHT_PX))}px`;
  });
})();
