import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BasketIcon, MenuIcon, SearchIcon } from '../../components/ui/icons';
import { getDeploymentConfig } from '../../config/deployment-config';
import { formatMoney } from '../../lib/money';
import { cartCount, cartTotalInCents, useCartStore } from '../../stores/cart-store';
import { useDialogsStore } from '../../stores/dialogs-store';
import { useOrdersStore } from '../../stores/orders-store';
import { useSuppliersStore } from '../../stores/suppliers-store';
import { loadDrawer } from './lazy-drawer';

/** Menu, search, logo and the basket button with its total and item count. */
export function Toolbar() {
  const { t } = useTranslation();
  const config = getDeploymentConfig();
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
      <Link to="/" className="toolbar__logo">
        {config.title}
      </Link>
      {selected && (
        <Link to="/search" className="icon-button" aria-label={t('layout.search')}>
          <SearchIcon />
        </Link>
      )}
      <Link
        to={editing ? `/orders/${editing.orderId}` : '/basket'}
        className="toolbar__cart"
        aria-label={t('layout.cart', { count, total })}
      >
        <BasketIcon />
        <span aria-hidden="true">{total}</span>
        <span className="toolbar__count" aria-hidden="true">
          {count}
        </span>
      </Link>
    </header>
  );
}
