import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDeploymentConfig } from '#config/deployment-config.ts';
import { useDialogsStore } from '#stores/dialogs-store.ts';
import '../catalog.css';

type Entry = 'promotions' | 'stokvel' | 'combos' | 'leaflets' | 'agencies';

const PATHS: Record<Entry, string> = {
  promotions: '/promotions',
  stokvel: '/stokvel',
  combos: '/combos',
  leaflets: '/leaflets',
  agencies: '/agencies',
};

/**
 * Links to the offer screens the deployment has switched on. Promotions always shows (its screen
 * says when there are none, and checking here would download every promotion); leaflets show when
 * the supplier has any, a check of a few hundred bytes. See docs/decisions/005-home-content.md.
 * The marketplace (price comparison) has no shop's promotions, stokvel or combos to list: the
 * supplier API serves them only per shop (`/catalog/v1/suppliers/{id}/promotions_active`, ...), and
 * asking every shop nearby would download each one's list. Its home says so, with a way to choose.
 */
export function HomeEntries({ hasLeaflets, marketplace }: { hasLeaflets: boolean; marketplace: boolean }) {
  const { t } = useTranslation();
  const { features } = useDeploymentConfig();
  const shown: Entry[] = [];
  if (!marketplace) shown.push('promotions');
  if (features.stokvel && !marketplace) shown.push('stokvel');
  if (features.combos && !marketplace) shown.push('combos');
  if (hasLeaflets) shown.push('leaflets');
  if (features.agency) shown.push('agencies');
  return (
    <nav aria-label={t('home.entries')}>
      <ul className="entries">
        {shown.map((entry) => (
          <li key={entry}>
            <Link className="button" to={PATHS[entry]}>
              {t(`titles.${entry}`)}
            </Link>
          </li>
        ))}
      </ul>
      {marketplace && <ChooseShopForOffers stokvel={features.stokvel} combos={features.combos} />}
    </nav>
  );
}

/** Why price comparison's home lists no promotions (nor stokvel, combos), naming only those on. */
function ChooseShopForOffers({ stokvel, combos }: { stokvel: boolean; combos: boolean }) {
  const { t } = useTranslation();
  const openSelector = useDialogsStore((state) => state.setSupplierSelector);
  const why =
    stokvel && combos
      ? t('home.shop_offers_all')
      : stokvel
        ? t('home.shop_offers_stokvel')
        : combos
          ? t('home.shop_offers_combos')
          : t('home.shop_offers_promotions');
  return (
    <>
      <p>{why}</p>
      <p>
        <button type="button" className="button" onClick={() => openSelector(true)}>
          {t('supplier.select_title')}
        </button>
      </p>
    </>
  );
}
