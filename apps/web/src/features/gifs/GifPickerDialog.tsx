import type { GifItem } from '@rep/shared';
import { useState } from 'react';
import { Dialog } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';
import { SEARCH_DEBOUNCE_MS } from '../searchbar/SearchBar';
import { useDebouncedValue } from '../searchbar/useDebouncedValue';
import { GifGrid } from './GifGrid';
import { useGifSearch } from './queries';

export interface GifPickerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The chosen GIF; the dialog closes itself after. */
  onChoose: (gif: GifItem) => void;
}

/**
 * The GIF selection modal (SPEC §2 "Modals", issue 16): a search field and a grid of previews from the
 * instance's library or the configured provider (Tenor, Giphy). Choosing a GIF hands it to the composer.
 * Focus is trapped and restored by ui/Dialog.
 */
export function GifPickerDialog({ open, onOpenChange, onChoose }: GifPickerDialogProps) {
  const [q, setQ] = useState('');
  const debounced = useDebouncedValue(q.trim(), SEARCH_DEBOUNCE_MS);
  const search = useGifSearch(debounced, open);
  const gifs = search.data ?? [];
  const choose = (gif: GifItem) => {
    onChoose(gif);
    onOpenChange(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Choose a GIF"
      testId="gif-picker"
      width="w-[min(calc(100vw-1.5rem),480px)]"
    >
      <input
        type="search"
        value={q}
        onChange={(event) => setQ(event.target.value)}
        aria-label="Search GIFs"
        placeholder="Search GIFs"
        maxLength={100}
        data-testid="gif-search"
        className="mb-3 w-full rounded-full border border-slate-300 px-4 py-2 text-sm outline-none focus:border-sky-500 focus:ring-2 focus:ring-sky-200"
      />
      {search.isPending ? (
        <div className="flex justify-center py-6 text-sky-600">
          <Spinner label="Loading GIFs" />
        </div>
      ) : gifs.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-600" data-testid="gif-empty">
          {search.isError ? 'GIFs could not be loaded' : 'No GIFs found'}
        </p>
      ) : (
        <GifGrid gifs={gifs} onChoose={choose} />
      )}
    </Dialog>
  );
}
