import { AlertDialog } from 'radix-ui';
import { Button } from '../Button/Button.tsx';
import * as dialogStyles from '../Dialog/Dialog.css.ts';
import type { ConfirmDialogProps } from './ConfirmDialog.tsx';

/** The confirmation (Radix's alert dialog), loaded when the browser is idle or when it is first opened. */
export function ConfirmDialogControl({
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  destructive = false,
  loading = false,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  children,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogStyles.overlay} />
        <AlertDialog.Content className={dialogStyles.content({ size: 'small' })}>
          <div className={dialogStyles.header}>
            <div className={dialogStyles.titles}>
              <AlertDialog.Title className={dialogStyles.title}>{title}</AlertDialog.Title>
              <AlertDialog.Description className={dialogStyles.description}>{description}</AlertDialog.Description>
            </div>
          </div>
          {children ? (
            <div className={dialogStyles.body} style={{ paddingBottom: 0 }}>
              {children}
            </div>
          ) : null}
          <div className={dialogStyles.footer} style={{ borderTop: 0, paddingTop: 24 }}>
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={loading}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            <Button variant={destructive ? 'destructive' : 'default'} loading={loading} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
