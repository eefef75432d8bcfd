import { useRef, useState } from 'react';

const focusedControl = (): HTMLElement | null =>
  document.activeElement instanceof HTMLElement && document.activeElement !== document.body
    ? document.activeElement
    : null;

/**
 * What a Dialog or Drawer adds to Radix's dialog when it is opened by a control that is no trigger of its own (a row's
 * button, a switch), or stacked over another one.
 *
 * - Focus goes back, on closing, to the control that had it when the overlay opened: Radix knows no trigger to return it
 *   to and leaves it on the page's body.
 * - One Escape closes only the top-most overlay. Radix stops a lower layer's Escape listener only when that layer
 *   re-renders after an upper one opens; in between, the lower one, listening first, closed too. An Escape pressed
 *   inside another dialog belongs to that dialog, so this one ignores the close it asks for (preventing the event would
 *   keep the upper one open as well).
 */
export function useDialogLayer(open: boolean | undefined, onOpenChange: ((open: boolean) => void) | undefined) {
  const [opened, setOpened] = useState(() => ({ open, opener: open ? focusedControl() : null }));
  if (opened.open !== open) setOpened({ open, opener: open ? focusedControl() : opened.opener });
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  const ignoreClose = useRef(false);

  const onEscapeKeyDown = (event: KeyboardEvent) => {
    const target = event.target;
    ignoreClose.current =
      content !== null &&
      target instanceof Element &&
      !content.contains(target) &&
      target.closest('[role="dialog"], [role="alertdialog"]') !== null;
  };
  const handleOpenChange = (next: boolean) => {
    const ignored = ignoreClose.current;
    ignoreClose.current = false;
    if (next || !ignored) onOpenChange?.(next);
  };
  const onCloseAutoFocus = (event: Event) => {
    const { opener } = opened;
    if (opener === null || !opener.isConnected) return;
    event.preventDefault();
    opener.focus();
  };
  return [setContent, onEscapeKeyDown, onCloseAutoFocus, handleOpenChange] as const;
}
