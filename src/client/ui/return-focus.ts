// Radix returns focus on close only to a Dialog.Trigger; our dialogs open from state (a button's click, a table row's
// Enter), so without this focus fell to <body> (WCAG 2.4.3). Spread the handlers on the dialog's Content.
import { useRef } from 'react';

export function useReturnFocus() {
  const opener = useRef<Element | null>(null);
  return {
    // Radix calls this before moving focus into the dialog, so the active element is still the opener.
    onOpenAutoFocus: () => {
      opener.current = document.activeElement;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      opener.current = null;
      if (!(target instanceof HTMLElement) || !target.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
