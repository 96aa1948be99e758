import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { formatInTimeZone } from 'date-fns-tz';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { createBrowserRouter, Link, RouterProvider } from 'react-router';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { GreetingSchema } from 'floor:schema';

// Touches each fixed dependency the way the storefront does (router with a loader, a query, a
// persisted store, translated text, a zoned date, a parsed schema), so none is tree-shaken away and
// the floor is what any page of this stack costs before the first line of product code. The schema
// comes from `floor:schema`, classic zod or zod/mini by FLOOR_ZOD (see vite.config.ts).

const useCounter = create<{ count: number; add: () => void }>()(
  persist((set) => ({ count: 0, add: () => set((state) => ({ count: state.count + 1 })) }), {
    name: 'floor.counter',
    version: 1,
    storage: createJSONStorage(() => localStorage),
  }),
);

void i18next.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: { title: 'Stack floor', items: 'Items: {{count}}' } } },
  interpolation: { escapeValue: false },
});

const queryClient = new QueryClient();

function Home() {
  const { t } = useTranslation();
  const { count, add } = useCounter();
  const greeting = useQuery({
    queryKey: ['greeting'],
    queryFn: async () => GreetingSchema.parse({ name: 'shopper', items: 3 }),
  });
  return (
    <main>
      <h1>{t('title')}</h1>
      <p>{formatInTimeZone(new Date(), 'Africa/Johannesburg', 'yyyy-MM-dd HH:mm zzz')}</p>
      <p>
        {greeting.data ? `Hello ${greeting.data.name}, ${t('items', { count: greeting.data.items })}` : '…'}
      </p>
      <button type="button" onClick={add}>
        {count}
      </button>
      <Link to="/">home</Link>
    </main>
  );
}

const router = createBrowserRouter([{ path: '/', element: <Home />, loader: () => null }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
