import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { createAppRouter } from './router';

/** Providers and router; state that must outlive a render is created once. */
export function App({ onFirstPage }: { onFirstPage: () => void }) {
  const [queryClient] = useState(() => createQueryClient());
  const [router] = useState(() => createAppRouter(onFirstPage));
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
