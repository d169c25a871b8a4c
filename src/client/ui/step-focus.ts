// A flow that swaps one screen for the next (a chosen service, the next step, the result) unmounts the control that
// had focus, which then falls to <body> (WCAG 2.4.3). Give the returned ref to the step's container: when `step`
// changes it focuses the container's heading (rendered with tabIndex -1), unless something inside already took focus
// (a field with autoFocus, a nested step that focused its own heading).
import { useEffect, useRef } from 'react';

export function useStepFocus<T extends HTMLElement>(step: unknown) {
  const container = useRef<T>(null);
  useEffect(() => {
    const node = container.current;
    if (!node || node.contains(document.activeElement)) return;
    node.querySelector<HTMLElement>('h1, h2')?.focus();
  }, [step]);
  return container;
}
