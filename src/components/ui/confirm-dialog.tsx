import { Dialog } from './dialog';

interface Props {
  open: boolean;
  title: string;
  message: string;
  okLabel: string;
  cancelLabel: string;
  closeLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** An OK / Cancel question; every way out other than OK (close button, Escape, backdrop) cancels. */
export function ConfirmDialog({
  open,
  title,
  message,
  okLabel,
  cancelLabel,
  closeLabel,
  onConfirm,
  onCancel,
}: Props) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      closeLabel={closeLabel}
      footer={
        <>
          <button type="button" className="button" onClick={onCancel}>
            {cancelLabel}
          </button>
          <button type="button" className="button button--primary" onClick={onConfirm}>
            {okLabel}
          </button>
        </>
      }
    >
      <p className="dialog__message">{message}</p>
    </Dialog>
  );
}
