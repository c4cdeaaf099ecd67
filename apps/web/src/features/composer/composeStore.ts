import type { UserProfile } from '@rep/shared';
import { create } from 'zustand';
import type { CachedPost } from '../../state/queries/postCache';

interface ComposeState {
  /** The post being quoted while the compose modal is open, else null. */
  quote: { post: CachedPost; author?: UserProfile } | null;
  openQuote: (post: CachedPost, author?: UserProfile) => void;
  close: () => void;
}

/** The compose-post modal (SPEC §2 "Modals: compose post"), opened in quote mode from a card. */
export const useComposeStore = create<ComposeState>((set) => ({
  quote: null,
  openQuote: (post, author) => set({ quote: { post, author } }),
  close: () => set({ quote: null }),
}));
