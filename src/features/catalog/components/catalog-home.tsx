import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { preload } from 'react-dom';
import { MARKETPLACE, type SupplierRef } from '#api/define.ts';
import { QueryStatus } from '#components/query-status.tsx';
import { firstPicture } from '../home-banners';
import { homeQueries } from '../queries';
import { BannerStrip } from './banners';
import { HomeEntries } from './home-entries';
import { RootCategories } from './root-categories';
import { TileSkeletons } from './tile';

/**
 * The catalogue home below its title: entries to the offer screens, banners and root categories.
 * It appears all at once when the three small calls have answered, so nothing arriving late pushes
 * the tiles down under the shopper's thumb. Banners and leaflets failing just leave them out.
 */
export function CatalogHome({ supplier }: { supplier: SupplierRef }) {
  const home = homeQueries(supplier);
  const categories = useQuery(home.categories);
  const banners = useQuery(home.banners);
  const leaflets = useQuery(home.leaflets);

  // The first banner is usually the page's largest paint: ask for it as soon as its address is
  // known, not once every call has answered and the strip has rendered.
  const firstBanner = banners.data && firstPicture(banners.data);
  if (firstBanner) preload(firstBanner, { as: 'image', fetchPriority: 'high' });

  const names = useMemo(
    () => new Map((categories.data ?? []).map((category) => [category.id, category.name])),
    [categories.data],
  );

  const marketplace = supplier.id === MARKETPLACE.id;
  if (categories.isPending || banners.isPending || (!marketplace && leaflets.isPending)) {
    return <TileSkeletons key="skeleton" count={6} />;
  }
  return (
    <div key="content">
      <HomeEntries marketplace={marketplace} hasLeaflets={marketplace || (leaflets.data?.length ?? 0) > 0} />
      <BannerStrip banners={banners.data ?? []} categoryNames={names} />
      {categories.data ? (
        <RootCategories categories={categories.data} behindBanner={Boolean(firstBanner)} />
      ) : (
        <QueryStatus query={categories} />
      )}
    </div>
  );
}
