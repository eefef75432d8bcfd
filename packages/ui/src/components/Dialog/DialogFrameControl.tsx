import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { DialogFrameProps } from './DialogFrame.tsx';
import * as styles from './Dialog.css.ts';
import { useDialogLayer } from './useDialogLayer.ts';

/**
 * The frame that Dialog and Drawer share (Radix), loaded when one first opens: the overlay, a header with the title (and badge) and description, the
 * body, the footer's buttons and the close button, on one modal layer (see useDialogLayer).
 */
export function DialogFrameControl({
  title,
  badge,
  description,
  children,
  footer,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  closeLabel,
  contentClassName,
  bodyClassName,
}: DialogFrameProps) {
  const [setContent, onEscapeKeyDown, onCloseAutoFocus, handleOpenChange] = useDialogLayer(open, onOpenChange);
  const titleElement = <DialogPrimitive.Title className={styles.title}>{title}</DialogPrimitive.Title>;
  return (
    <DialogPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={handleOpenChange}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={styles.overlay} />
        <DialogPrimitive.Content
          className={contentClassName}
          ref={setContent}
          onEscapeKeyDown={onEscapeKeyDown}
          onCloseAutoFocus={onCloseAutoFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <div className={styles.titles}>
              {badge ? (
                <div className={styles.titleRow}>
                  {titleElement}
                  {badge}
                </div>
              ) : (
                titleElement
              )}
              {description ? (
                <DialogPrimitive.Description className={styles.description}>{description}</DialogPrimitive.Description>
              ) : null}
            </div>
          </div>
          <div className={bodyClassName}>{children}</div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
          {/* Last in the DOM so that opening focuses the first field, not Close. */}
          <DialogPrimitive.Close aria-label={closeLabel} className={styles.close}>
            <X size={16} aria-hidden="true" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
