import { useState } from 'react';

/**
 * The 'ALT' badge on a described image (as Mastodon and Bluesky): a click shows the description to sighted
 * readers over the image, a click on the badge or the text hides it; screen readers read it as the `alt`.
 */
export function AltBadge({ alt }: { alt: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        data-testid="media-alt-badge"
        aria-expanded={open}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(!open);
        }}
        className="absolute bottom-2 left-2 rounded bg-slate-900/80 px-1.5 py-0.5 text-xs font-bold text-white hover:bg-slate-900 focus-visible:outline-2 focus-visible:outline-white"
      >
        ALT<span className="sr-only">: show the image description</span>
      </button>
      {open && (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the ALT button is the keyboard control; a click on the text is a pointer shortcut
        <p
          data-testid="media-alt-text"
          onClick={(event) => {
            event.stopPropagation();
            setOpen(false);
          }}
          className="absolute inset-x-2 bottom-9 max-h-[70%] overflow-auto rounded-lg bg-slate-900/90 px-3 py-2 text-sm whitespace-pre-wrap text-white"
        >
          {alt}
        </p>
      )}
    </>
  );
}
