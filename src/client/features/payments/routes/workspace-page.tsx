// The payment workspace of a sale point (/sale-points/:id, spec 02 §2): the services (search, categories, list) or
// the chosen flow on the left, the widgets (card top-up, mobile payment, partner banner, today's payments) on the
// right from tablet landscape up, stacked on phones. The chosen service and the payment being followed live in
// the address (?service=, ?payment=), so Back leaves a flow and a reload finds the outbox item again. The service
// stays in the address beside the payment, and "Новый платёж" opens it again for the next customer (issue 24 item 4).
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams, useParams } from 'react-router-dom';
import type { Merchant } from '#shared/api/catalogue.ts';
import type { Locale } from '#shared/enums.ts';
import { addressText } from '#client/lib/address-text.ts';
import { isApiError } from '#client/lib/api.ts';
import { useSignedIn } from '#client/lib/current-profile.ts';
import { PrinterSettingsButton } from '#client/lib/printer/printer-button.tsx';
import { errorCode } from '#client/lib/messages.ts';
import { useOnline } from '#client/offline/online.ts';
import { Badge } from '#client/ui/badge.tsx';
import { Banner } from '#client/ui/banner.tsx';
import { ButtonLink } from '#client/ui/button.tsx';
import { LoadingScreen } from '#client/ui/loading-screen.tsx';
import { Spinner } from '#client/ui/spinner.tsx';
import { useMerchants } from '#client/lib/merchants.ts';
import { useSalePoint } from '../api/get-sale-point.ts';
import { AccountFlow, CardFlow, MobileFlow, PaymentOutcome, ShiftBarSlot } from '../components/lazy-flows.tsx';
import { RecentPayments } from '../components/recent-payments.tsx';
import { ServiceBrowser } from '../components/service-browser.tsx';
import { useFormat } from '#client/lib/use-format.ts';
import { useRefreshOnSettle } from '../components/use-refresh-on-settle.ts';
import { CardTopUpWidget, MobileWidget, PartnerBanner } from '../components/widgets.tsx';
import { flowOf } from '../flow-rules.ts';
import '../payments.css';
import '../flows.css';

const CARD = 'card';
const MOBILE = 'mobile';
const NOT_FOUND = new Set(['not_found', 'sale_point_not_found', 'access_denied']);

export default function WorkspacePage() {
  const { id = '' } = useParams();
  const { t, i18n } = useLingui();
  const format = useFormat();
  const { profile } = useSignedIn();
  const [params, setParams] = useSearchParams();
  const salePoint = useSalePoint(id);
  const merchants = useMerchants();
  const online = useOnline();
  useRefreshOnSettle(profile.id);

  const service = params.get('service');
  const payment = params.get('payment');
  // A service chosen far down the list (or a result) opens at the top of the column, not out of sight.
  const mainRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = mainRef.current;
    if (node && node.getBoundingClientRect().top < 132) node.scrollIntoView({ block: 'start' });
  }, [service, payment]);
  // Back from a flow (its back link, or a new payment after the result), focus returns to the tile or widget that
  // opened it (WCAG 2.4.3) instead of falling to <body> with the flow that had it.
  const openedFrom = useRef<string | null>(null);
  useEffect(() => {
    if (service) openedFrom.current = service;
    else if (!payment && openedFrom.current) {
      document.querySelector<HTMLElement>(`[data-service="${CSS.escape(openedFrom.current)}"]`)?.focus();
      openedFrom.current = null;
    }
  }, [service, payment]);
  // A number typed on the wrong operator's tile goes with the cashier to the operator it belongs to.
  const [carried, setCarried] = useState<{ operatorId: string; phone: string } | null>(null);
  const open = (next: string) => setParams({ service: next });
  const close = () => setParams({});
  const submitted = (outboxId: string) => setParams(service ? { service, payment: outboxId } : { payment: outboxId }, { replace: true });
  // The next customer of the same service: its form again, empty, its first field focused; Back leaves for the list.
  const next = () => {
    setCarried(null);
    if (service) setParams({ service }, { replace: true });
    else close();
  };
  const switchOperator = (operator: Merchant, phone: string) => {
    setCarried({ operatorId: operator.id, phone });
    open(operator.id);
  };

  if (salePoint.isPending) return <LoadingScreen label={t`Загрузка…`} />;
  if (salePoint.isError) {
    const missing = isApiError(salePoint.error) && NOT_FOUND.has(salePoint.error.code);
    return (
      <div className="ap-empty">
        <h1 className="ap-title">{missing ? t`Точка продаж не найдена` : format.code(errorCode(salePoint.error))}</h1>
        <ButtonLink to="/" variant="secondary">
          <Trans>К точкам продаж</Trans>
        </ButtonLink>
      </div>
    );
  }

  const point = salePoint.data;
  // An inactive sale point takes no payments (spec 02 §8 sale_point_is_inactive): nothing is offered that the server
  // would refuse after the cashier filled it in; a payment's result still opens.
  const accepting = point.status === 'ACTIVE';
  const onChoose = (merchant: Merchant) => open(merchant.id);
  let browsing = false;
  let main;
  if (payment) main = <section className="ap-card"><PaymentOutcome key={payment} id={payment} onNew={next} onSubmitted={submitted} /></section>;
  else if (!accepting) browsing = true;
  else if (service === CARD) main = <CardFlow salePointId={id} onClose={close} />;
  else if (service === MOBILE) main = <MobileFlow key={MOBILE} merchant={null} merchants={merchants.data ?? []} onSwitch={switchOperator} salePointId={id} onClose={close} onSubmitted={submitted} />;
  else if (service) {
    const merchant = merchants.data?.find((candidate) => candidate.id === service);
    browsing = !merchant && !merchants.isPending;
    if (!merchant) main = merchants.isPending ? <Spinner large label={t`Загрузка…`} /> : <ServiceBrowser merchants={merchants} onChoose={onChoose} />;
    else if (flowOf(merchant) === 'MOBILE') main = (
      <MobileFlow key={merchant.id} merchant={merchant} merchants={merchants.data ?? []} phone={carried?.operatorId === merchant.id ? carried.phone : ''} onSwitch={switchOperator} salePointId={id} onClose={close} onSubmitted={submitted} />
    );
    else main = <AccountFlow key={merchant.id} merchant={merchant} salePointId={id} onClose={close} onSubmitted={submitted} />;
  } else {
    browsing = true;
    main = <ServiceBrowser merchants={merchants} onChoose={onChoose} />;
  }

  // DESIGN §6: offline, SIMPLE and MOBILE-from-the-list payments are queued; the lookups and card top-up need the
  // server, and the cashier learns it before filling a form.
  const chosen = service && service !== CARD && service !== MOBILE ? merchants.data?.find((candidate) => candidate.id === service) : undefined;
  const needsNetwork = service === CARD || service === MOBILE || (chosen !== undefined && flowOf(chosen) === 'ACCOUNT');
  const offlineNotice = !online && !payment && (
    <Banner tone="warning">
      {needsNetwork
        ? t`Нет связи. Эта услуга требует связи с сервером (проверка счёта, определение оператора, пополнение карты). Без связи принимаются услуги без проверки счёта и мобильная связь с выбором оператора из списка.`
        : t`Нет связи. Платежи сохраняются на этом устройстве и будут отправлены, когда связь восстановится.`}
    </Banner>
  );
  return (
    <div className="ap-ws">
      <header className="ap-ws__header">
        <div>
          <h1 className="ap-title">{point.name}</h1>
          {(point.address || point.district) && <p className="ap-text-muted">{addressText(point, i18n.locale as Locale)}</p>}
        </div>
        {accepting ? (
          <PrinterSettingsButton />
        ) : (
          <Badge tone="danger">
            <Trans>Неактивна</Trans>
          </Badge>
        )}
      </header>
      {!accepting && <Banner tone="warning">{t`Точка продаж неактивна: платежи на ней не принимаются`}</Banner>}
      {/* issue 24: the shift and its cash count, loaded after the first screen (lazy-flows.tsx). */}
      {accepting && <ShiftBarSlot salePointId={id} />}
      {/* On narrow screens the quick widgets come before the services, and after a flow the cashier is in. */}
      <div className={browsing ? 'ap-ws__grid' : 'ap-ws__grid ap-ws__grid--flow'}>
        <div className="ap-ws__main" ref={mainRef}>
          {offlineNotice}
          {main}
        </div>
        <div className="ap-ws__aside">
          {accepting && (
            <div className="ap-ws__quick">
              <CardTopUpWidget service={CARD} active={service === CARD} onOpen={() => open(CARD)} />
              <MobileWidget service={MOBILE} active={service === MOBILE} onOpen={() => open(MOBILE)} />
            </div>
          )}
          <PartnerBanner />
          <RecentPayments salePointId={id} />
        </div>
      </div>
    </div>
  );
}
