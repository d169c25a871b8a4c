// The card of the top-up flow: the number typed 4×4 on a card-shaped tile, and under it what the lookup found (owner,
// bank, UZCARD or HUMO) or why it failed. The number stays in the component's memory only.
import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { AnswerOf } from '#shared/api/contract.ts';
import type { cardInfo } from '#shared/api/invoices.ts';
import { cardTypeOf } from '#shared/payment-rules.ts';
import { errorCode } from '#client/lib/messages.ts';
import { MaskedField } from '#client/ui/masked-field.tsx';
import { Spinner } from '#client/ui/spinner.tsx';
import { useFormat } from '#client/lib/use-format.ts';

export const CARD_MASK = '#### #### #### ####';

type CardTileProps = {
  pan: string;
  onPanChange: (pan: string) => void;
  lookup: UseQueryResult<AnswerOf<typeof cardInfo>>;
  error?: string;
};

export function CardTile({ pan, onPanChange, lookup, error }: CardTileProps) {
  const { t } = useLingui();
  const format = useFormat();
  const type = lookup.data?.cardType ?? cardTypeOf(pan);
  const complete = pan.length === 16;
  return (
    <div className={`ap-ws-cardtile${lookup.isError && complete ? ' ap-ws-cardtile--error' : ''}`}>
      <div className="ap-ws-cardtile__top">
        <span className="ap-ws-cardtile__bank">
          {lookup.data?.bank.image && <img src={lookup.data.bank.image} alt="" />}
          {lookup.data ? format.name(lookup.data.bank.name) : t`Карта получателя`}
        </span>
        {type && <span className="ap-ws-cardtile__type">{type}</span>}
      </div>
      <MaskedField
        label={t`Номер карты`}
        mask={{ mask: CARD_MASK }}
        value={pan}
        onChange={onPanChange}
        inputMode="numeric"
        autoComplete="off"
        name="card-number"
        autoFocus
        large
        scan
        error={error}
        adornment={lookup.isFetching ? <Spinner /> : undefined}
      />
      <div className="ap-ws-cardtile__owner" aria-live="polite">
        {!complete ? (
          <span className="ap-ws-cardtile__hint">{t`Введите 16 цифр номера карты`}</span>
        ) : lookup.isFetching ? (
          <span className="ap-ws-cardtile__hint">{t`Проверяем карту…`}</span>
        ) : lookup.isError ? (
          <span className="ap-ws-cardtile__error" role="alert">
            {format.code(errorCode(lookup.error))}
          </span>
        ) : lookup.data ? (
          <>
            <span className="ap-ws-cardtile__label">{t`Владелец`}</span>
            <strong data-testid="card-owner">{lookup.data.owner}</strong>
          </>
        ) : null}
      </div>
    </div>
  );
}
