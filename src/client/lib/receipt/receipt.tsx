// The receipt of a payment on screen (spec 02 §4), rendered from its one description (receipt-content.ts) as one
// narrow column, the way a receipt printer prints the same description.
import { useLingui } from '@lingui/react/macro';
import { QRCodeSVG } from 'qrcode.react';
import type { ReceiptContent, ReceiptRow } from './receipt-lines.ts';

function Rows({ rows }: { rows: ReceiptRow[] }) {
  return (
    <dl className="ap-receipt__rows">
      {rows.map((row) => (
        <div key={row.label} className={row.total ? 'ap-receipt__row ap-receipt__row--total' : 'ap-receipt__row'}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Receipt({ content }: { content: ReceiptContent }) {
  const { t } = useLingui();
  return (
    <article className={`ap-receipt ap-receipt--${content.variant}`} aria-label={t`Чек`} data-testid="receipt">
      <header className="ap-receipt__head">
        <span className="ap-receipt__brand">{content.brand}</span>
        {content.head.map((line) => (
          <span key={line} className="ap-receipt__line">
            {line}
          </span>
        ))}
        <span className="ap-receipt__status">{content.status}</span>
      </header>
      <hr className="ap-receipt__rule" />
      <Rows rows={content.rows} />
      <hr className="ap-receipt__rule" />
      <Rows rows={content.details} />
      {content.cashback && <p className="ap-receipt__note">{content.cashback}</p>}
      {content.qr && (
        <div className="ap-receipt__qr">
          <QRCodeSVG value={content.qr.value} size={128} marginSize={0} title={t`QR-код чека`} />
          <span>{content.qr.caption}</span>
        </div>
      )}
      {content.footer && <p className="ap-receipt__note">{content.footer}</p>}
    </article>
  );
}
