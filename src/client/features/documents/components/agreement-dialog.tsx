// An additional agreement's detail (spec 03 §4): an owner-signed one to view and download with its signing date; a
// system-signed one to read and sign with an EDS key.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { AdditionalAgreement } from '#shared/api/agreements.ts';
import { formatDate, formatDateTime } from '#client/lib/dates.ts';
import { Badge } from '#client/ui/badge.tsx';
import { Banner } from '#client/ui/banner.tsx';
import { notify } from '#client/ui/toast.tsx';
import { useSignAgreement } from '../api/agreements.ts';
import { agreementBadge } from '../labels.ts';
import { decodeBase64Text } from './contract-view.tsx';
import { DocumentDialog } from './document-dialog.tsx';
import { DocumentSigning } from './document-signing.tsx';

export function AgreementDialog({ agreement, onClose }: { agreement: AdditionalAgreement | null; onClose: () => void }) {
  const { t } = useLingui();
  const sign = useSignAgreement();
  return (
    <DocumentDialog
      open={agreement !== null}
      onClose={onClose}
      title={agreement ? t`Дополнительное соглашение № ${agreement.agreementNumber}` : ''}
      closeLabel={t`Закрыть`}
      signing={
        agreement?.status === 'SYSTEM_SIGNED'
          ? (back) => (
              <DocumentSigning
                sign={async (key) => void (await sign.mutateAsync({ agreement, key }))}
                onCancel={back}
                onDone={() => {
                  notify.success(t`Дополнительное соглашение успешно отправлено`);
                  onClose();
                }}
              />
            )
          : null
      }
    >
      {agreement && <AgreementDetail agreement={agreement} />}
    </DocumentDialog>
  );
}

function AgreementDetail({ agreement }: { agreement: AdditionalAgreement }) {
  const { t, i18n } = useLingui();
  const text = useMemo(() => decodeBase64Text(agreement.toSign), [agreement.toSign]);
  const badge = agreementBadge(agreement);
  const startDate = formatDate(agreement.startDate);
  return (
    <>
      <dl className="ap-doc-facts">
        <dt>{t`Название`}</dt>
        <dd>{agreement.agreementName}</dd>
        <dt>{t`Дата начала действия`}</dt>
        <dd>{startDate}</dd>
        <dt>{t`Статус`}</dt>
        <dd>
          <Badge tone={badge.tone}>{i18n._(badge.label)}</Badge>
        </dd>
      </dl>
      <pre className="ap-doc-text" aria-label={t`Текст для подписи`}>{text}</pre>
      <p>
        <a href={agreement.file.download} download={agreement.file.name}>
          <Trans>Скачать соглашение (PDF)</Trans>
        </a>
      </p>
      {agreement.status === 'AGENT_SIGNED' && agreement.agentSignTime && (
        <Banner tone="success">
          <Trans>Вы подписали соглашение {formatDateTime(agreement.agentSignTime)}</Trans>
        </Banner>
      )}
      {agreement.status === 'SYSTEM_SIGNED' && (
        <Banner tone={agreement.expired ? 'error' : 'warning'}>
          {agreement.expired ? (
            <Trans>Соглашение вступило в силу {startDate}. Работа в портале приостановлена до его подписания.</Trans>
          ) : (
            <Trans>Ознакомьтесь с соглашением и подпишите его до {startDate}.</Trans>
          )}
        </Banner>
      )}
    </>
  );
}
