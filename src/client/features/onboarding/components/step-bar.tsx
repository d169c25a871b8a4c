/** The three steps, the current one marked, each completed one with its subtitle (what was entered). */
export function StepBar({ steps, current }: { steps: { title: string; subtitle: string | null }[]; current: number }) {
  return (
    <ol className="ap-steps">
      {steps.map((step, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'next';
        return (
          <li key={step.title} className={`ap-steps__item ap-steps__item--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
            <span className="ap-steps__number">{index + 1}</span>
            <span className="ap-steps__text">
              <span className="ap-steps__title">{step.title}</span>
              {state === 'done' && step.subtitle && <span className="ap-steps__subtitle">{step.subtitle}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
