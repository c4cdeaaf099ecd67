import { TOAST_AUTO_CLOSE_MS } from '@rep/shared';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'sonner';
import { createQueryClient } from './queryClient';

/** Query cache and toasts (success, error, info, warning; auto-close TOAST_AUTO_CLOSE_MS). */
export function Providers({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster position="bottom-center" duration={TOAST_AUTO_CLOSE_MS} richColors closeButton />
    </QueryClientProvider>
  );
}
