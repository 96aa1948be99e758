import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Banner } from '#api/schemas/supplier.ts';
import { safeUrl } from '#lib/safe-url.ts';
import { useDataLight } from '#stores/preferences-store.ts';
import '../catalog.css';

interface Props {
  banners: readonly Banner[];
  /** Names of categories the page already knows, to name a banner by where it leads. */
  categoryNames: ReadonlyMap<number, string>;
}

/**
 * Banners in a swipeable strip of fixed 3:1 boxes. Only the first loads with the page; the others
 * wait until swiped into view. A banner with a target opens that category.
 */
export function BannerStrip({ banners: all, categoryNames }: Props) {
  const { t } = useTranslation();
  const light = useDataLight();
  // A banner is nothing but its picture: one without a safe image address is left out.
  const banners = all.flatMap((banner) => {
    const image = safeUrl(banner.image_url);
    return image ? [{ ...banner, image_url: image }] : [];
  });
  // Data-light leaves the strip out: a banner is only a picture, and the categories it leads to are
  // on the home's list as well.
  if (banners.length === 0 || light) return null;
  const linked = banners.some((banner) => banner.target_id !== null);
  return (
    <ul
      className="banners"
      aria-label={t('home.banners')}
      // A strip of plain images still scrolls, so it must be reachable by keyboard.
      tabIndex={linked ? undefined : 0}
    >
      {banners.map((banner, index) => {
        const name = banner.target_id === null ? undefined : categoryNames.get(banner.target_id);
        const alt = name
          ? t('home.banner_named', { name })
          : t('home.banner_alt', { position: index + 1, total: banners.length });
        const image = (
          <img
            src={banner.image_url}
            alt={alt}
            width={600}
            height={200}
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : undefined}
            decoding="async"
          />
        );
        return (
          <li key={banner.image_url}>
            {banner.target_id === null ? image : <Link to={`/category/${banner.target_id}`}>{image}</Link>}
          </li>
        );
      })}
    </ul>
  );
}
