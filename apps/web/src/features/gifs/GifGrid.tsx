import type { GifItem } from '@rep/shared';
import { type KeyboardEvent, useRef, useState } from 'react';

/** Columns of the GIF grid (its arrow keys move by one, or by a row up and down). */
export const GIF_GRID_COLUMNS = 3;

/** Where an arrow, Home or End key moves from `index` in a grid of `count` items; null for other keys. */
export function gridMove(
  key: string,
  index: number,
  count: number,
  columns = GIF_GRID_COLUMNS,
): number | null {
  const last = count - 1;
  switch (key) {
    case 'ArrowRight':
      return Math.min(index + 1, last);
    case 'ArrowLeft':
      return Math.max(index - 1, 0);
    case 'ArrowDown':
      return index + columns <= last ? index + columns : index;
    case 'ArrowUp':
      return index - columns >= 0 ? index - columns : index;
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

/**
 * The GIF selection modal's grid of previews: one Tab stop, arrow keys (and Home, End) move between GIFs,
 * Enter or Space chooses one. Each preview's alt text is its title.
 */
export function GifGrid({ gifs, onChoose }: { gifs: GifItem[]; onChoose: (gif: GifItem) => void }) {
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.min(active, Math.max(gifs.length - 1, 0));
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = gridMove(event.key, current, gifs.length);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    buttons.current[next]?.focus();
  };
  return (
    <div data-testid="gif-grid" className="grid grid-cols-3 gap-1.5">
      {gifs.map((gif, i) => (
        <button
          key={gif.id}
          ref={(el) => {
            buttons.current[i] = el;
          }}
          type="button"
          tabIndex={i === current ? 0 : -1}
          data-testid="gif-option"
          onFocus={() => setActive(i)}
          onKeyDown={onKeyDown}
          onClick={() => onChoose(gif)}
          className="aspect-square overflow-hidden rounded-lg bg-slate-100 outline-offset-2 focus-visible:outline-2 focus-visible:outline-sky-600"
        >
          <img src={gif.previewUrl} alt={gif.title} loading="lazy" className="size-full object-cover" />
        </button>
      ))}
    </div>
  );
}
