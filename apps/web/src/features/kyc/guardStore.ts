import { create } from 'zustand';

/** The modals of SPEC §6: connect wallet (signed out), identity-verification confirm and welcome. */
export type GuardModal = 'connect-wallet' | 'verify' | 'welcome';

interface GuardModalState {
  modal: GuardModal | null;
  open: (modal: GuardModal) => void;
  close: () => void;
}

/** Which guard modal is open (one at a time). */
export const useGuardModalStore = create<GuardModalState>((set) => ({
  modal: null,
  open: (modal) => set({ modal }),
  close: () => set({ modal: null }),
}));
