import { useTranslation } from 'react-i18next';
import type { Offer } from '#api/schemas/catalog.ts';
import { Dialog } from '#components/ui/dialog.tsx';
import { OfferList } from './offer-list';
import { catalogStrings } from '../strings';

export const strings = [catalogStrings];

/**
 * A product's offers in stock, each with its own Add, for a tile whose product has several: the
 * shopper picks one without leaving the list they were in. It stays open so several can be added.
 */
export function OfferChooser({
  name,
  offers,
  onClose,
}: {
  name: string;
  offers: readonly Offer[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('quick_add.choose_title', { name })}
      closeLabel={t('common.close')}
    >
      <OfferList offers={offers} listName="product_chooser" />
    </Dialog>
  );
}
