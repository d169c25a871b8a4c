// The payment flows and a payment's outcome, loaded when a service (or a payment) opens, not with the workspace's
// first screen (issue 12): with the forms library they are about 20 KiB (brotli) the first screen does not run. The
// workspace asks for them once its first screen is on show, so a service usually opens at once.
import { Suspense, type ComponentType } from 'react';
import { useLingui } from '@lingui/react/macro';
import { afterFirstScreen } from '#client/pwa/first-screen.ts';
import { preloadable } from '#client/lib/preloadable.tsx';
import { Spinner } from '#client/ui/spinner.tsx';

type Flows = typeof import('./payment-flows.ts');

function lazyFlow<Props extends object>(pick: (flows: Flows) => ComponentType<Props>) {
  const Loaded = preloadable<Props>(() => import('./payment-flows.ts').then((flows) => ({ default: pick(flows) })));
  function LazyFlow(props: Props) {
    const { t } = useLingui();
    return (
      <Suspense fallback={<Spinner large label={t`Загрузка…`} />}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyFlow, { preload: Loaded.preload });
}

export const AccountFlow = lazyFlow((flows) => flows.AccountFlow);
export const CardFlow = lazyFlow((flows) => flows.CardFlow);
export const MobileFlow = lazyFlow((flows) => flows.MobileFlow);
export const PaymentOutcome = lazyFlow((flows) => flows.PaymentOutcome);

// One file holds them all: once it has arrived every flow renders without a loading step.
void afterFirstScreen().then(() => PaymentOutcome.preload().catch(() => undefined));

// issue 24: the shift bar with its dialogs and the Z-report, in a file of its own asked for after the first screen,
// so the workspace's first paint does not wait for it (it shows nothing until it has arrived).
export const ShiftBar = preloadable<{ salePointId: string }>(() => import('./shift-bar.tsx'));
void afterFirstScreen().then(() => ShiftBar.preload().catch(() => undefined));
