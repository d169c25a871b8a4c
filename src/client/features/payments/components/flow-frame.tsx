// The frame of a payment flow in the workspace: back to the services, the service's logo and name, the step. Focus
// moves to the title when the flow opens and at each step (useStepFocus); on a review step Enter pays (`onEnter`).
import { useLingui } from '@lingui/react/macro';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Icon } from '#client/ui/icons.tsx';
import { useStepFocus } from '#client/ui/step-focus.ts';

type FlowFrameProps = {
  title: string;
  /** The service's logo, or a widget's icon. */
  logo: ReactNode;
  step?: string;
  onClose: () => void;
  /** Enter pressed in the step outside a control (its title has focus when it opens): the review's "Оплатить". */
  onEnter?: () => void;
  children: ReactNode;
};

export function FlowFrame({ title, logo, step, onClose, onEnter, children }: FlowFrameProps) {
  const { t } = useLingui();
  const container = useStepFocus<HTMLElement>(step);
  const onKeyDown = useEnterPays(onEnter);
  return (
    <section className="ap-card ap-ws-flow" aria-labelledby="ws-flow-title" ref={container} onKeyDown={onKeyDown}>
      <header className="ap-ws-flow__header">
        <button type="button" className="ap-icon-button" onClick={onClose} aria-label={t`Назад к услугам`}>
          <Icon name="back" />
        </button>
        {logo}
        <div className="ap-ws-flow__titles">
          <h2 id="ws-flow-title" className="ap-subtitle" tabIndex={-1} aria-describedby={step ? 'ws-flow-step' : undefined}>
            {title}
          </h2>
          {step && (
            <p id="ws-flow-step" className="ap-text-muted">
              {step}
            </p>
          )}
        </div>
      </header>
      {children}
    </section>
  );
}

export type SummaryRow = { label: string; value: string; total?: boolean };

/** Label–value lines of a payment before and after it is paid. */
export function SummaryRows({ rows }: { rows: SummaryRow[] }) {
  return (
    <dl className="ap-ws-summary">
      {rows.map((row) => (
        <div key={row.label} className={row.total ? 'ap-ws-summary__row ap-ws-summary__row--total' : 'ap-ws-summary__row'}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A control that takes Enter itself (types in it, presses it, opens it). */
const TAKES_ENTER = 'input, button, select, textarea, a[href], [role="button"], [role="combobox"], [role="option"]';

/** Characters typed outside a field this recently before Enter make it the end of a scan, not a press of Pay. */
const TYPED_BEFORE_ENTER_MS = 1_000;

/**
 * issue 24 item 4: Enter on a review step pays, unless it is pressed on a control that takes Enter itself (a field
 * submits its form, a button presses) or ends characters typed outside a field (a keyboard scanner read while the
 * review shows). Focus rests on the step's title when a review opens (useStepFocus).
 */
function useEnterPays(pay: (() => void) | undefined) {
  const typedAt = useRef(0);
  if (!pay) return undefined;
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest(TAKES_ENTER)) return;
    if (event.key.length === 1) typedAt.current = event.timeStamp;
    if (event.key !== 'Enter' || event.repeat || event.defaultPrevented) return;
    event.preventDefault();
    if (event.timeStamp - typedAt.current > TYPED_BEFORE_ENTER_MS) pay();
  };
}
