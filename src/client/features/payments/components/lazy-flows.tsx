// The payment flows and a payment's outcome, loaded when a service (or a payment) opens, not with the workspace's
// first screen (issue 12): with the forms library they are about 20 KiB (brotli) the first screen does not run. The
// workspace asks for them once its first screen is on show, so a service usually opens at once.
import { Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { afterFirstScreen } from '#client/pwa/first-screen.ts';
import { preloadable } from '#client/lib/preloadable.tsx';
import { Button } from '#client/ui/button.tsx';
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

type ShiftBarProps = { salePointId: string; placeholder: ReactNode };
let LoadedShiftBar: ComponentType<ShiftBarProps> | null = null;
const loadShiftBar = () =>
  afterFirstScreen()
    .then(() => import('./shift-bar.tsx'))
    .then((module) => (LoadedShiftBar = module.default));

/**
 * issue 24: the shift bar with its dialogs and the Z-report, in a file of its own asked for after the first screen.
 * Not rendered until it has arrived: as a lazy component in the first render it was asked for then, ahead of the first
 * paint (item 6). Its place is kept meanwhile by an unseen copy of its layout, so its arrival moves nothing on screen.
 */
export function ShiftBarSlot({ salePointId }: { salePointId: string }) {
  const [Bar, setBar] = useState(() => LoadedShiftBar);
  useEffect(() => {
    if (Bar) return;
    let mounted = true;
    // A failed load (offline before the worker cached it) leaves the kept place blank until the workspace opens again.
    loadShiftBar().then((loaded) => mounted && setBar(() => loaded), () => undefined);
    return () => void (mounted = false);
  }, [Bar]);
  const placeholder = <ShiftBarPlaceholder />;
  return Bar ? <Bar salePointId={salePointId} placeholder={placeholder} /> : placeholder;
}

/** The bar's "no shift" layout with its texts, unseen (payments.css): the bar's own height at any width and language. */
function ShiftBarPlaceholder() {
  return (
    <div className="ap-shift-bar ap-shift-bar--placeholder" aria-hidden="true">
      <div className="ap-shift-bar__text">
        <span className="ap-shift-bar__title">
          <Trans>Смена не открыта</Trans>
        </span>
        <span className="ap-text-muted">
          <Trans>Откройте смену, чтобы в конце дня сверить кассу.</Trans>
        </span>
      </div>
      <div className="ap-shift-bar__actions">
        <Button tabIndex={-1}>
          <Trans>Открыть смену</Trans>
        </Button>
      </div>
    </div>
  );
}
