// The frame of a payment flow in the workspace: back to the services, the service's logo and name, the step. Focus
// moves to the title when the flow opens and at each step (useStepFocus).
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Icon } from '#client/ui/icons.tsx';
import { useStepFocus } from '#client/ui/step-focus.ts';

type FlowFrameProps = {
  title: string;
  /** The service's logo, or a widget's icon. */
  logo: ReactNode;
  step?: string;
  onClose: () => void;
  children: ReactNode;
};

export function FlowFrame({ title, logo, step, onClose, children }: FlowFrameProps) {
  const { t } = useLingui();
  const container = useStepFocus<HTMLElement>(step);
  return (
    <section className="ap-card ap-ws-flow" aria-labelledby="ws-flow-title" ref={container}>
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
