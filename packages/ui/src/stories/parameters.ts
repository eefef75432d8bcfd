// Radix hides the page behind an open listbox or menu with aria-hidden while trapping focus; axe exempts only role="dialog".
// https://github.com/radix-ui/primitives/issues/3593
export const openPopupA11y = { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } };

export const viewportScreenshot = { target: 'viewport' } as const;
