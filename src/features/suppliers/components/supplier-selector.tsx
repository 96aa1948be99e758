import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Supplier } from '#api/schemas/supplier.ts';
import { Dialog } from '#components/ui/dialog.tsx';
import { nearbySuppliersQuery } from '../queries';
import { useShopperPosition, type Position } from '../use-shopper-position';
import { SupplierList } from './supplier-list';
import { supplierSelectorStrings } from '../strings';

export const strings = [supplierSelectorStrings];

interface Props {
  open: boolean;
  /** False while no supplier is chosen (agency mode) and in data-free mode. */
  dismissible: boolean;
  onClose: () => void;
  /** A supplier, or null for market mode's price comparison. */
  onChoose: (supplier: Supplier | null) => void;
  selectedId: number | null;
  market: boolean;
  /** While an order is edited its supplier is fixed. */
  editing: boolean;
  fallbackPosition: Position;
  /** Search radius in km (data-free mode); undefined searches everywhere. */
  radius?: number;
  /** Agency mode requires a supplier: with exactly one nearby, choose it for the shopper. */
  autoSelectSingle: boolean;
}

/** The supplier selector dialog: nearby branches by distance, or price comparison in market mode. */
export function SupplierSelector(props: Props) {
  const { t } = useTranslation();
  const { open, editing, autoSelectSingle, onChoose } = props;
  const { position, locate, locating, supported } = useShopperPosition(props.fallbackPosition);
  const query = useQuery({ ...nearbySuppliersQuery(position, props.radius), enabled: open });
  const only = query.data?.length === 1 ? query.data[0] : undefined;

  useEffect(() => {
    if (open && autoSelectSingle && only) onChoose(only);
  }, [open, autoSelectSingle, only, onChoose]);

  return (
    <Dialog
      open={open}
      onClose={props.onClose}
      title={t('supplier.select_title')}
      closeLabel={t('common.close')}
      dismissible={props.dismissible}
    >
      {/* Not a lock: choosing ends the editing, and nothing is lost (additions are on the order). */}
      {editing && <p className="notice">{t('supplier_selector.editing_ends')}</p>}
      {props.market && (
        <button
          type="button"
          className="button supplier-selector__compare"
          aria-pressed={props.selectedId === null}
          onClick={() => onChoose(null)}
        >
          {t('supplier.price_comparison')}
        </button>
      )}
      {supported && (
        <button
          type="button"
          className="button supplier-selector__locate"
          onClick={locate}
          disabled={locating}
        >
          {t(locating ? 'supplier_selector.locating' : 'supplier_selector.use_location')}
        </button>
      )}
      <SupplierList query={query} selectedId={props.selectedId} onChoose={onChoose} />
    </Dialog>
  );
}
