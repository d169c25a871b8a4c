// The workspace's shift bar (issue 24 item 2): the cashier's open shift at this sale point (since when, the cash the
// drawer should hold so far) with "Закрыть смену", or, with none open, a banner offering "Открыть смену". Opening and
// closing go through the outbox (offline/shift-outbox.ts), online or not, so they reach the server exactly once and in
// order with the payments they frame; until the server has answered, the bar shows the shift as this device knows it.
// Closing counts the cash (expected, counted, the difference) and then shows the shift's Z-report, final once the
// close has reached the server. Loaded after the workspace's first screen (workspace-page.tsx).
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import type { Shift } from '#shared/api/shifts.ts';
import { useSignedIn } from '#client/lib/current-profile.ts';
import { formatDateTime } from '#client/lib/dates.ts';
import { sumInputToTiyin } from '#client/lib/list-search.ts';
import { shiftKeys, useCurrentShift, useShiftReport, useShiftSettings } from '#client/lib/shifts/shift-queries.ts';
import { ShiftReportPrintButtons } from '#client/lib/shifts/shift-report-actions.tsx';
import { PrintableShiftReport } from '#client/lib/shifts/shift-report.tsx';
import { useFormat } from '#client/lib/use-format.ts';
import { useAfterSettle } from '#client/offline/hooks.ts';
import { useShiftActions, useUnsentCash } from '#client/offline/shift-hooks.ts';
import { discardShiftAction, enqueueShiftAction, type OutboxShiftAction } from '#client/offline/shift-outbox.ts';
import { Banner } from '#client/ui/banner.tsx';
import { Button } from '#client/ui/button.tsx';
import { Dialog, DialogActions, DialogFormActions } from '#client/ui/dialog.tsx';
import { Spinner } from '#client/ui/spinner.tsx';
import { TextField } from '#client/ui/text-field.tsx';
import '#client/lib/shifts/shifts.css';

/** The open shift as this device knows it: the server's, or one opened here that the server has not answered yet. */
type OpenShift = { openedAt: number; openingCash: number; expectedBase: number; pending: boolean };

const isUnsent = (action: OutboxShiftAction) => action.state === 'queued' || action.state === 'sending';

function openShiftOf(actions: OutboxShiftAction[], current: Shift | null | undefined): OpenShift | null {
  const unsent = actions.filter(isUnsent).at(-1);
  if (unsent) return unsent.action === 'open' ? { openedAt: unsent.requestDate, openingCash: unsent.openingCash, expectedBase: unsent.openingCash, pending: true } : null;
  const sent = actions.filter((action) => action.state === 'sent').at(-1);
  // The close was answered but the server's open shift has not been asked again yet.
  if (!current || (sent?.action === 'close' && sent.shiftId === current.id)) return null;
  return { openedAt: Date.parse(current.openedDate), openingCash: current.openingCash, expectedBase: current.expectedCash, pending: false };
}

/** `placeholder` keeps the bar's place until it knows the shift (lazy-flows.tsx). */
export default function ShiftBar({ salePointId, placeholder }: { salePointId: string; placeholder: ReactNode }) {
  const { t } = useLingui();
  const format = useFormat();
  const { profile } = useSignedIn();
  const queryClient = useQueryClient();
  const current = useCurrentShift(salePointId);
  const settings = useShiftSettings();
  const actions = useShiftActions(profile.id, salePointId);
  const [dialog, setDialog] = useState<'open' | 'close' | 'report' | null>(null);
  const [closing, setClosing] = useState<{ id: string; expected: number } | null>(null);

  // An answered open or close, and a settled payment, change the server's figures: ask for them again.
  const answered = actions?.filter((action) => action.state === 'sent').at(-1)?.id;
  useEffect(() => {
    if (answered) void queryClient.invalidateQueries({ queryKey: shiftKeys.all });
  }, [answered, queryClient]);
  useAfterSettle(profile.id, useCallback(() => void queryClient.invalidateQueries({ queryKey: shiftKeys.current(profile.role, salePointId) }), [queryClient, profile.role, salePointId]));

  const open = actions && current.data !== undefined ? openShiftOf(actions, current.data) : null;
  const unsentCash = useUnsentCash(profile.id, salePointId, open?.openedAt ?? null);
  if (!actions || current.isPending) return placeholder;
  const expected = open ? open.expectedBase + unsentCash : 0;
  const refused = actions.filter((action) => action.state === 'refused');
  const lastClose = actions.filter((action) => action.action === 'close').at(-1);
  const required = settings.data?.requireOpenShift === true;

  const openReport = (action: OutboxShiftAction) => {
    setClosing({ id: action.id, expected: Number.NaN });
    setDialog('report');
  };

  return (
    <div className="ap-stack ap-stack--tight" data-testid="shift-bar">
      {refused.map((action) => (
        <Banner key={action.id} tone="error">
          <span>
            {action.action === 'open' ? t`Смена не открыта: ${format.code(action.lastError?.code ?? 'internal_error')}` : t`Смена не закрыта: ${format.code(action.lastError?.code ?? 'internal_error')}`}{' '}
            <Button small variant="secondary" onClick={() => void discardShiftAction(action.id)}>
              <Trans>Понятно</Trans>
            </Button>
          </span>
        </Banner>
      ))}
      {open ? (
        <div className="ap-shift-bar" role="status">
          <div className="ap-shift-bar__text">
            <span className="ap-shift-bar__title">{t`Смена открыта с ${formatDateTime(new Date(open.openedAt).toISOString())}`}</span>
            <span className="ap-text-muted" data-testid="shift-expected">
              {t`В кассе должно быть: ${format.money(expected)}`}
            </span>
            {open.pending && <span className="ap-text-muted">{t`Ожидает отправки на сервер`}</span>}
          </div>
          <div className="ap-shift-bar__actions">
            <Button variant="secondary" onClick={() => setDialog('close')}>
              <Trans>Закрыть смену</Trans>
            </Button>
          </div>
        </div>
      ) : (
        <div className="ap-shift-bar ap-shift-bar--none" role="status">
          <div className="ap-shift-bar__text">
            <span className="ap-shift-bar__title">
              <Trans>Смена не открыта</Trans>
            </span>
            <span className="ap-text-muted">
              {required ? t`Платежи принимаются только в открытую смену.` : t`Откройте смену, чтобы в конце дня сверить кассу.`}
            </span>
          </div>
          <div className="ap-shift-bar__actions">
            {lastClose && (
              <Button variant="ghost" onClick={() => openReport(lastClose)}>
                <Trans>Отчёт о смене</Trans>
              </Button>
            )}
            <Button onClick={() => setDialog('open')}>
              <Trans>Открыть смену</Trans>
            </Button>
          </div>
        </div>
      )}
      <Dialog open={dialog === 'open'} onOpenChange={(next) => !next && setDialog(null)} title={t`Открыть смену`} closeLabel={t`Закрыть`}>
        {dialog === 'open' && (
          <OpenShiftForm
            onCancel={() => setDialog(null)}
            onOpen={async (openingCash) => {
              await enqueueShiftAction({ ownerId: profile.id, salePointId, action: 'open', openingCash });
              setDialog(null);
            }}
          />
        )}
      </Dialog>
      <Dialog
        open={dialog === 'close' || dialog === 'report'}
        onOpenChange={(next) => {
          if (!next) {
            setDialog(null);
            setClosing(null);
          }
        }}
        title={dialog === 'report' ? t`Отчёт о смене` : t`Закрыть смену`}
        closeLabel={t`Закрыть`}
      >
        {dialog === 'close' && open && (
          <CloseShiftForm
            expected={expected}
            onCancel={() => setDialog(null)}
            onClose={async (countedCash, comment) => {
              const id = await enqueueShiftAction({ ownerId: profile.id, salePointId, action: 'close', countedCash, comment });
              setClosing({ id, expected });
              setDialog('report');
            }}
          />
        )}
        {dialog === 'report' && closing && (
          <ClosingReport
            action={actions.find((action) => action.id === closing.id) ?? null}
            expected={closing.expected}
            onDone={() => {
              setDialog(null);
              setClosing(null);
            }}
          />
        )}
      </Dialog>
    </div>
  );
}

function CashField({ label, value, onChange, error, autoFocus }: { label: string; value: string; onChange: (value: string) => void; error?: string; autoFocus?: boolean }) {
  return <TextField label={label} value={value} onChange={onChange} error={error} inputMode="decimal" autoComplete="off" autoFocus={autoFocus} />;
}

function OpenShiftForm({ onOpen, onCancel }: { onOpen: (openingCash: number) => Promise<void>; onCancel: () => void }) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amount = sumInputToTiyin(text);
    if (amount === null) return setError(t`Введите сумму в сумах`);
    setBusy(true);
    try {
      await onOpen(amount);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="ap-stack" onSubmit={(event) => void submit(event)} noValidate>
      <p className="ap-text-muted">
        <Trans>Пересчитайте наличные в кассе перед началом смены.</Trans>
      </p>
      <CashField label={t`Наличные на начало смены, сум`} value={text} onChange={setText} error={error} autoFocus />
      <DialogFormActions back={<Trans>Отмена</Trans>} onBack={onCancel} submit={<Trans>Открыть смену</Trans>} submitting={busy} />
    </form>
  );
}

function Difference({ amount }: { amount: number }) {
  const { t } = useLingui();
  const format = useFormat();
  if (amount === 0) return <span>{t`Нет расхождения`}</span>;
  const money = format.money(Math.abs(amount));
  return amount < 0 ? (
    <span className="ap-shift-difference--short">{t`Недостача ${money}`}</span>
  ) : (
    <span className="ap-shift-difference--over">{t`Излишек ${money}`}</span>
  );
}

function CloseShiftForm({ expected, onClose, onCancel }: { expected: number; onClose: (countedCash: number, comment: string | null) => Promise<void>; onCancel: () => void }) {
  const { t } = useLingui();
  const format = useFormat();
  const [text, setText] = useState('');
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const counted = sumInputToTiyin(text);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (counted === null) return setError(t`Введите сумму в сумах`);
    setBusy(true);
    try {
      await onClose(counted, comment.trim() || null);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="ap-stack" onSubmit={(event) => void submit(event)} noValidate>
      <CashField label={t`Пересчитано наличных, сум`} value={text} onChange={setText} error={error} autoFocus />
      <TextField label={t`Комментарий`} optional={t`необязательно`} value={comment} onChange={setComment} autoComplete="off" />
      <dl className="ap-zreport__rows ap-shift-figures" data-testid="shift-count">
        <div className="ap-zreport__row">
          <dt>{t`Ожидается в кассе`}</dt>
          <dd>{format.money(expected)}</dd>
        </div>
        <div className="ap-zreport__row">
          <dt>{t`Пересчитано`}</dt>
          <dd>{counted === null ? '—' : format.money(counted)}</dd>
        </div>
        <div className="ap-zreport__row ap-zreport__row--strong">
          <dt>{t`Расхождение`}</dt>
          <dd>{counted === null ? '—' : <Difference amount={counted - expected} />}</dd>
        </div>
      </dl>
      <DialogFormActions back={<Trans>Отмена</Trans>} onBack={onCancel} submit={<Trans>Подтвердить и закрыть</Trans>} submitting={busy} />
    </form>
  );
}

/**
 * After a close: the Z-report from the server once the close has reached it; until then (offline, or the queue still
 * sending the payments before it) what this device knows, marked as not final.
 */
function ClosingReport({ action, expected, onDone }: { action: OutboxShiftAction | null; expected: number; onDone: () => void }) {
  const { t } = useLingui();
  const format = useFormat();
  const shiftId = action?.state === 'sent' ? action.shiftId : null;
  const report = useShiftReport(shiftId);
  let body;
  if (report.data) body = <PrintableShiftReport shift={report.data} />;
  else if (action?.state === 'refused') body = <Banner tone="error">{t`Смена не закрыта: ${format.code(action.lastError?.code ?? 'internal_error')}`}</Banner>;
  else if (shiftId) body = <Spinner label={t`Загрузка…`} />;
  else {
    const counted = action?.action === 'close' ? action.countedCash : null;
    body = (
      <div className="ap-stack" data-testid="shift-report-provisional">
        <Banner tone="warning">{t`Смена закрыта на этом устройстве. Отчёт станет окончательным, когда очередь будет отправлена на сервер.`}</Banner>
        <dl className="ap-zreport__rows ap-shift-figures">
          {Number.isFinite(expected) && (
            <div className="ap-zreport__row">
              <dt>{t`Ожидается в кассе`}</dt>
              <dd>{format.money(expected)}</dd>
            </div>
          )}
          {counted !== null && (
            <div className="ap-zreport__row">
              <dt>{t`Пересчитано`}</dt>
              <dd>{format.money(counted)}</dd>
            </div>
          )}
          {counted !== null && Number.isFinite(expected) && (
            <div className="ap-zreport__row ap-zreport__row--strong">
              <dt>{t`Расхождение`}</dt>
              <dd>
                <Difference amount={counted - expected} />
              </dd>
            </div>
          )}
        </dl>
      </div>
    );
  }
  return (
    <div className="ap-stack">
      {body}
      <DialogActions>
        <Button variant="secondary" onClick={onDone}>
          <Trans>Готово</Trans>
        </Button>
        {report.data && <ShiftReportPrintButtons shift={report.data} />}
      </DialogActions>
    </div>
  );
}
