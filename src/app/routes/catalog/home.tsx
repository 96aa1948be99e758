import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { CatalogHome } from '#features/catalog/components/catalog-home.tsx';
import { ChooseShopPrompt } from '#features/catalog/components/choose-shop.tsx';
import { withStrings } from '#lib/i18n.ts';
import { useAccountStore } from '#stores/account-store.ts';
import { useStartedAfter } from '../../boot/after-first-page';
import { useCatalogueShop } from '../../navigation/catalogue-shop';

// The review card reads the order history: its code comes after the first page, off the startup bundle.
const ReviewPrompt = lazy(() =>
  import('../../layout/review-prompt').then(withStrings).then((m) => ({ default: m.ReviewPrompt })),
);

const HomeRows = lazy(() => import('./home-rows').then(withStrings).then((m) => ({ default: m.HomeRows })));

/** Catalogue home: the chosen supplier's entries, banners and root categories; without one, a way to choose it. */
export function HomeRoute() {
  const { t } = useTranslation();
  const shop = useCatalogueShop();
  const userId = useAccountStore((state) => state.account?.id ?? null);
  const started = useStartedAfter('signed-in watch');
  if (!shop) return <ChooseShopPrompt />;
  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title">{t('titles.catalog_root')}</h1>
      <CatalogHome supplier={shop} />
      {/* Product rows after the first page: they neither delay its paint nor count in its budget. */}
      {started && (
        <Suspense fallback={null}>
          <HomeRows supplier={shop} userId={userId} />
        </Suspense>
      )}
      {/* Below the catalogue, so arriving late it pushes nothing under the shopper's thumb. */}
      {started && userId !== null && (
        <Suspense fallback={null}>
          <ReviewPrompt key={userId} userId={userId} />
        </Suspense>
      )}
    </section>
  );
}
