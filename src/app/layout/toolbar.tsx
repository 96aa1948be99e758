import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BasketIcon, MenuIcon, SearchIcon } from '#components/ui/icons.tsx';
import { useDeploymentConfig } from '#config/deployment-config.ts';
import { formatMoney } from '#lib/money.ts';
import { cartCount, cartTotalInCents, useCartStore } from '#domain/basket/cart-store.ts';
import { useDialogsStore } from '#stores/dialogs-store.ts';
import { useOrdersStore } from '#domain/orders/editing-store.ts';
import { useSuppliersStore } from '#stores/suppliers-store.ts';
import { loadDrawer } from './lazy-drawer';

/** Menu, search, logo and the basket button with its total and item count. */
export function Toolbar() {
  const { t } = useTranslation();
  const config = useDeploymentConfig();
  const selected = useSuppliersStore((state) => state.selected);
  const editing = useOrdersStore((state) => state.editing);
  const items = useCartStore((state) => state.items);
  const openDrawer = useDialogsStore((state) => state.setDrawer);
  const count = cartCount({ items });
  const total = formatMoney(cartTotalInCents({ items }));

  return (
    <header className="toolbar">
      {!editing && (
        <button
          type="button"
          className="icon-button"
          aria-label={t('layout.menu')}
          onPointerDown={() => void loadDrawer()}
          onFocus={() => void loadDrawer()}
          onClick={() => openDrawer(true)}
        >
          <MenuIcon />
        </button>
      )}
      {/* One line, cut short on a phone: the title says the whole name. */}
      <Link to="/" className="toolbar__logo" title={config.title}>
        {config.title}
      </Link>
      {selected && (
        <Link to="/search" className="icon-button" aria-label={t('layout.search')}>
          <SearchIcon />
        </Link>
      )}
      <Link to={editing ? `/orders/${editing.orderId}` : '/basket'} className="toolbar__cart">
        <BasketIcon />
        {/* Named by what it shows, then what that is (WCAG 2.5.3: the visible text leads the name). */}
        <span className="toolbar__total">{total}</span> <span className="toolbar__count">{count}</span>{' '}
        <span className="visually-hidden">{t('layout.cart_items', { count })}</span>
      </Link>
    </header>
  );
}
