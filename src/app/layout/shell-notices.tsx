import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '#components/ui/confirm-dialog.tsx';
import { Dialog } from '#components/ui/dialog.tsx';
import { useDialogsStore } from '#stores/dialogs-store.ts';
import { drawerStrings } from './strings';

export const strings = [drawerStrings];

/** The shell's rarer dialogs: account required, confirm and supplier closed (see AppDialogs). */
export function ShellNotices() {
  const { t } = useTranslation();
  const dialogs = useDialogsStore();
  const returnTo = encodeURIComponent(dialogs.accountRequired?.returnTo ?? '/');
  return (
    <>
      <Dialog
        open={dialogs.accountRequired !== null}
        onClose={dialogs.closeAccountRequired}
        title={t('drawer.sign_in_required_title')}
        closeLabel={t('common.close')}
      >
        <p>{t('drawer.sign_in_required_body')}</p>
        <div className="button-row">
          <Link
            className="button button--primary"
            to={`/sign_in?return_to=${returnTo}`}
            onClick={dialogs.closeAccountRequired}
          >
            {t('drawer.sign_in')}
          </Link>
          <Link
            className="button"
            to={`/register?return_to=${returnTo}`}
            onClick={dialogs.closeAccountRequired}
          >
            {t('drawer.register')}
          </Link>
        </div>
      </Dialog>
      <ConfirmDialog
        open={dialogs.confirm !== null}
        title={t('confirm.title')}
        message={dialogs.confirm?.message ?? ''}
        okLabel={t('confirm.ok')}
        cancelLabel={t('confirm.cancel')}
        closeLabel={t('common.close')}
        onConfirm={() => dialogs.settleConfirm(true)}
        onCancel={() => dialogs.settleConfirm(false)}
      />
      <Dialog
        open={dialogs.supplierClosed !== null}
        onClose={dialogs.closeSupplierClosed}
        title={t('drawer.shop_closed_title', { name: dialogs.supplierClosed?.name ?? '' })}
        closeLabel={t('common.close')}
      >
        {/* Supplier text is shown as text, never as HTML. */}
        <p className="pre-line">{dialogs.supplierClosed?.text}</p>
        <button type="button" className="button button--primary" onClick={dialogs.closeSupplierClosed}>
          {t('confirm.ok')}
        </button>
      </Dialog>
    </>
  );
}
