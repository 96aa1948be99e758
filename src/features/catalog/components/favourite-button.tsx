import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useFavouritesStore, useIsFavourite, type Favourite } from '#domain/favourites/favourites-store.ts';
import { pushAlert } from '#stores/alerts-store.ts';
import { useDialogsStore } from '#stores/dialogs-store.ts';

/**
 * The heart that keeps a product among the shopper's favourites (a toggle: aria-pressed says which
 * way it is). Favourites are a shopper's own, so a visitor is asked to sign in, and comes back here.
 */
export function FavouriteButton({ product, className }: { product: Favourite; className?: string }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const on = useIsFavourite(product.product_id);
  const toggle = () => {
    if (!useFavouritesStore.getState().toggle(product)) {
      useDialogsStore.getState().requireAccount(pathname + search);
      return;
    }
    const key = on ? 'quick_add.favourite_removed' : 'quick_add.favourite_added';
    pushAlert({ kind: 'success', message: t(key, { name: product.name }) });
  };
  return (
    <button
      type="button"
      className={className ? `favourite ${className}` : 'favourite'}
      aria-pressed={on}
      aria-label={t('quick_add.favourite', { name: product.name })}
      onClick={toggle}
    >
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1z"
          fill={on ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
