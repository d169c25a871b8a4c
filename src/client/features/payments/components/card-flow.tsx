// The card top-up flow (spec 02 §4, §5): the card number (lookup at exactly 16 digits), the amount within the
// card-to-card service's limits, then the review step (issue 16: the service, masked card, owner, amount, commission
// and total, with Pay); at or below its withConfirmation limit Pay sends the static invoice without confirmation,
// whose empty invoice number sends the flow to the phone step; above it the notice, the card holder's phone, the
// SMS code and the static invoice with the confirmation token. Online only, never through the outbox; each top-up
// and each confirmation attempt has its own Idempotency-Keys. The card number lives in this component's state only.
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { uuidv7 } from 'uuidv7';
import { OTP_RESEND_SECONDS } from '#shared/api/auth.ts';
import type { Invoice } from '#shared/api/invoices.ts';
import { maskPan } from '#shared/payment-rules.ts';
import { errorCode } from '#client/lib/messages.ts';
import { askForCode } from '#client/lib/use-countdown.ts';
import { lastClockOffset } from '#client/offline/clock.ts';
import { Banner } from '#client/ui/banner.tsx';
import { Button } from '#client/ui/button.tsx';
import { Spinner } from '#client/ui/spinner.tsx';
import { useCheckCardOtp, useCreateTopUp, useCreateTopUpWithoutConfirm, useSendCardOtp } from '../api/card-top-up.ts';
import { useCardInfo } from '../api/get-card-info.ts';
import { useCardToCardMerchant } from '../api/get-static-merchant.ts';
import { amountLimits, chargeFor, checkAmount, needsSmsConfirmation, parseSum, quickAmounts } from '../flow-rules.ts';
import { refreshAfterPayment } from '../keys.ts';
import { AmountField, QuickAmounts } from './amount-field.tsx';
import { CardCodeStep, CardPhoneStep } from './card-confirm-steps.tsx';
import { CardTile } from './card-tile.tsx';
import { DepositShortfall } from './deposit-shortfall.tsx';
import { FlowFrame, SummaryRows } from './flow-frame.tsx';
import { outcomeOf } from '../invoice-view.ts';
import { ResultScreen } from './result-screen.tsx';
import { sumText } from './use-submit-payment.ts';
import { useFormat } from '#client/lib/use-format.ts';
import { WorkspaceIcon } from './workspace-icons.tsx';

type Step = 'card' | 'review' | 'phone' | 'code' | 'result';
/**
 * One confirmation attempt: its key base, the server's confirm id, when its code was sent, the codes tried, its fixed
 * request date.
 */
type Confirmation = { id: string; confirmId: string; sentAt: number; tries: number; requestDate: number; token: string | null };
/**
 * A top-up without confirmation: pressing Continue again for the same card and amount (after a lost answer) sends
 * the same key and body, so the server replays its first answer instead of paying twice.
 */
type Attempt = { key: string; requestDate: number; pan: string; amount: number };

const requestDateNow = async () => Date.now() + (await lastClockOffset());

export function CardFlow({ salePointId, onClose }: { salePointId: string; onClose: () => void }) {
  const { t } = useLingui();
  const format = useFormat();
  const queryClient = useQueryClient();
  const p2p = useCardToCardMerchant();
  const [pan, setPan] = useState('');
  const [amountText, setAmountText] = useState('');
  const [amountProblem, setAmountProblem] = useState<string | null>(null);
  const [step, setStep] = useState<Step>('card');
  const [confirmNotice, setConfirmNotice] = useState(false);
  const [phone, setPhone] = useState('');
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [stepError, setStepError] = useState<string | null>(null);
  const [result, setResult] = useState<{ invoice: Invoice | null; error: string | null } | null>(null);
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const lookup = useCardInfo(pan);
  const withoutConfirm = useCreateTopUpWithoutConfirm();
  const sendOtp = useSendCardOtp();
  const checkOtp = useCheckCardOtp();
  const createTopUp = useCreateTopUp();

  const merchant = p2p.data;
  const amount = parseSum(amountText);
  const limits = merchant ? amountLimits(merchant, 'SIMPLE') : { min: null, max: null };
  const smsNeeded = merchant ? needsSmsConfirmation(amount, merchant) : false;
  const charge = merchant && amount !== null ? chargeFor(amount, merchant) : null;

  const finish = (invoice: Invoice | null, error: string | null) => {
    setResult({ invoice, error });
    setStep('result');
    if (invoice) refreshAfterPayment(queryClient);
  };

  const reset = () => {
    setPan('');
    setAmountText('');
    setPhone('');
    setConfirmation(null);
    setResult(null);
    setStepError(null);
    setConfirmNotice(false);
    setAttempt(null);
    setStep('card');
  };

  async function onCardSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = checkAmount(amount, limits);
    setAmountProblem(problem);
    if (problem || amount === null || !lookup.isSuccess) return;
    setStepError(null);
    setStep('review');
  }

  async function onPay() {
    if (amount === null) return;
    setStepError(null);
    if (smsNeeded) {
      setConfirmNotice(true);
      setStep('phone');
      return;
    }
    const same = attempt && attempt.pan === pan && attempt.amount === amount ? attempt : null;
    const current = same ?? { key: `${uuidv7()}:without-confirm`, requestDate: await requestDateNow(), pan, amount };
    setAttempt(current);
    try {
      const answer = await withoutConfirm.mutateAsync({
        body: { salePointId, number: pan, amount, requestDate: current.requestDate },
        idempotencyKey: current.key,
      });
      if (!answer.invoiceNumber) {
        setConfirmNotice(true);
        setStep('phone');
      } else finish(answer.invoice, null);
    } catch (error) {
      const code = errorCode(error);
      // A lost answer may be retried with the same key; anything else is the result.
      if (code === 'network_error') setStepError(code);
      else finish(null, code);
    }
  }

  async function requestCode(to: string): Promise<boolean> {
    const id = uuidv7();
    try {
      // Asked again within 60 s (after a reload lost the step), the code already sent to this card's holder stands.
      const { answer, sentAt } = await askForCode(`card:${maskPan(pan)}:${to}`, OTP_RESEND_SECONDS, () =>
        sendOtp.mutateAsync({ body: { pan, number: to }, idempotencyKey: `${id}:otp` }),
      );
      setConfirmation({ id, confirmId: answer.confirmId, sentAt, tries: 0, requestDate: await requestDateNow(), token: null });
      setStepError(null);
      return true;
    } catch (error) {
      setStepError(errorCode(error));
      return false;
    }
  }

  async function confirmAndPay(code: string) {
    if (!confirmation || amount === null) return;
    // A confirmed code is not asked again: after a lost answer the same invoice call (same key) is repeated.
    let token = confirmation.token;
    if (!token) {
      const tried = { ...confirmation, tries: confirmation.tries + 1 };
      setConfirmation(tried);
      try {
        ({ token } = await checkOtp.mutateAsync({
          body: { otp: code, confirmId: tried.confirmId },
          idempotencyKey: `${tried.id}:confirm:${tried.tries}`,
        }));
      } catch (error) {
        setStepError(errorCode(error));
        return;
      }
      setConfirmation({ ...tried, token });
    }
    setStepError(null);
    try {
      const answer = await createTopUp.mutateAsync({
        body: { salePointId, staticMerchant: 'P2P', account: { number: pan }, token, amount, requestDate: confirmation.requestDate },
        idempotencyKey: `${confirmation.id}:invoice`,
      });
      finish(answer.invoice, null);
    } catch (error) {
      const failure = errorCode(error);
      if (failure === 'network_error') setStepError(failure);
      else finish(null, failure);
    }
  }

  const logo = (
    <span className="ap-ws-logo ap-ws-logo--icon" style={{ width: 44, height: 44 }} aria-hidden="true">
      <WorkspaceIcon name="card" size={22} />
    </span>
  );
  const stepLabel: Record<Step, string> = {
    card: t`Карта и сумма`,
    review: t`Проверка и оплата`,
    phone: t`Телефон владельца карты`,
    code: t`Код подтверждения`,
    result: t`Результат`,
  };

  return (
    <FlowFrame title={t`Пополнение карты`} logo={logo} step={stepLabel[step]} onClose={onClose}>
      {p2p.isPending ? (
        <Spinner large label={t`Загрузка…`} />
      ) : p2p.isError || !merchant ? (
        <Banner tone="error">{format.code(errorCode(p2p.error))}</Banner>
      ) : step === 'card' ? (
        <form className="ap-stack" onSubmit={(event) => void onCardSubmit(event)} noValidate>
          <CardTile pan={pan} onPanChange={setPan} lookup={lookup} />
          <AmountField
            value={amountText}
            onChange={(value) => {
              setAmountText(value);
              setAmountProblem(null);
            }}
            error={amountProblem ?? undefined}
            limits={limits}
            decimals={merchant.fields.amount.availableDecimal}
          />
          {/* decision 188: they only fill the amount here; "Продолжить" waits for the card's owner to be found. */}
          <QuickAmounts
            amounts={quickAmounts(limits)}
            current={parseSum(amountText)}
            onPick={(amount) => {
              setAmountText(sumText(amount));
              setAmountProblem(null);
            }}
          />
          {smsNeeded && <Banner tone="info">{t`Требуется SMS-подтверждение`}</Banner>}
          {stepError && <Banner tone="error">{format.code(stepError)}</Banner>}
          {charge && (
            <SummaryRows
              rows={[
                { label: t`Комиссия`, value: format.money(charge.commission) },
                { label: t`Итого к оплате`, value: format.money(charge.total), total: true },
              ]}
            />
          )}
          <Button type="submit" block disabled={!lookup.isSuccess}>
            <Trans>Продолжить</Trans>
          </Button>
        </form>
      ) : step === 'review' && charge ? (
        <div className="ap-stack">
          <SummaryRows
            rows={[
              { label: t`Услуга`, value: t`Пополнение карты` },
              { label: t`Карта`, value: maskPan(pan) },
              ...(lookup.data ? [{ label: t`Владелец`, value: lookup.data.owner }] : []),
              { label: t`Сумма`, value: format.money(charge.amount) },
              { label: t`Комиссия`, value: format.money(charge.commission) },
              { label: t`Итого к оплате`, value: format.money(charge.total), total: true },
            ]}
          />
          {smsNeeded && <Banner tone="info">{t`Требуется SMS-подтверждение`}</Banner>}
          {stepError && <Banner tone="error">{format.code(stepError)}</Banner>}
          <DepositShortfall total={charge.total} />
          <div className="ap-ws-actions">
            <Button variant="secondary" onClick={() => setStep('card')} disabled={withoutConfirm.isPending}>
              <Trans>Назад</Trans>
            </Button>
            <Button loading={withoutConfirm.isPending} onClick={() => void onPay()}>
              <Trans>Оплатить</Trans>
            </Button>
          </div>
        </div>
      ) : step === 'phone' ? (
        <>
          <p className="ap-ws-card-masked">{maskPan(pan)}</p>
          <CardPhoneStep
            notice={confirmNotice}
            loading={sendOtp.isPending}
            error={stepError}
            onBack={() => setStep('review')}
            onSubmit={(to) => {
              setPhone(to);
              void requestCode(to).then((sent) => sent && setStep('code'));
            }}
          />
        </>
      ) : step === 'code' ? (
        <>
          <p className="ap-ws-card-masked">{maskPan(pan)}</p>
          <CardCodeStep
            phone={phone}
            sentAt={confirmation?.sentAt}
            loading={checkOtp.isPending || createTopUp.isPending}
            resending={sendOtp.isPending}
            error={stepError}
            onBack={() => setStep('phone')}
            onResend={async () => void (await requestCode(phone))}
            onSubmit={(code) => void confirmAndPay(code)}
          />
        </>
      ) : result ? (
        <ResultScreen
          outcome={result.invoice ? outcomeOf(result.invoice) : 'error'}
          invoice={result.invoice}
          message={format.code(result.error ?? result.invoice?.errorCode ?? 'payment_provider_error')}
          onNew={reset}
        />
      ) : null}
    </FlowFrame>
  );
}
