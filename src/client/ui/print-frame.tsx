// What the printer gets. The content is shown on screen where it is placed and, the same content, in a frame at the
// end of <body> that is the only thing visible in print (app chrome, dialogs and overlays are hidden). When several
// frames are mounted (a receipt dialog over a result screen), the last one mounted is printed.
import { useLayoutEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './print-frame.css';

const stack: symbol[] = [];
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function useIsTopFrame(): boolean {
  const [token] = useState(() => Symbol('print-frame'));
  useLayoutEffect(() => {
    stack.push(token);
    notify();
    return () => {
      stack.splice(stack.indexOf(token), 1);
      notify();
    };
  }, [token]);
  return useSyncExternalStore(subscribe, () => stack[stack.length - 1] === token);
}

export function PrintFrame({ children }: { children: ReactNode }) {
  const top = useIsTopFrame();
  return (
    <>
      {children}
      {top && createPortal(<div className="ap-print-frame">{children}</div>, document.body)}
    </>
  );
}

export function printPage(): void {
  window.print();
}
