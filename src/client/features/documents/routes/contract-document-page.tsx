// spec 03 §2 /documents: the signed contract in a sandboxed frame, and its PDF in the reader's language.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { getSession } from '#client/lib/session.ts';
import { useSignedIn } from '#client/lib/current-profile.ts';
import { errorText } from '#client/lib/messages.ts';
import { apiErrorOf } from '#client/lib/api.ts';
import { Banner } from '#client/ui/banner.tsx';
import { Button } from '#client/ui/button.tsx';
import { Spinner } from '#client/ui/spinner.tsx';
import { notify } from '#client/ui/toast.tsx';
import { useContract } from '../api/contract.ts';
import { decodeBase64Text } from '../components/contract-view.tsx';
import { contractTitle } from '../labels.ts';

/** Fetches the PDF with the session's token and hands it to the browser as a download. */
async function downloadContractPdf(contractId: string, locale: string): Promise<void> {
  const response = await fetch(`/api/agent/v1/contract/${encodeURIComponent(contractId)}/pdf?lang=${locale}`, {
    headers: { authorization: `Bearer ${getSession().accessToken ?? ''}` },
  });
  if (!response.ok) throw apiErrorOf(response.status, await response.json().catch(() => null));
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'contract.pdf';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export default function ContractDocumentPage() {
  const { t, i18n } = useLingui();
  const { profile } = useSignedIn();
  const contract = useContract(profile.business?.contractId ?? null);
  const [downloading, setDownloading] = useState(false);
  const html = useMemo(() => (contract.data ? decodeBase64Text(contract.data.toSign) : ''), [contract.data]);
  if (!profile.business?.contractId) return <Banner tone="info">{t`Договор ещё не сформирован`}</Banner>;
  if (contract.isPending) return <Spinner large label={t`Загрузка договора…`} />;
  if (contract.isError) return <Banner tone="error">{errorText(i18n, contract.error)}</Banner>;
  const download = async () => {
    setDownloading(true);
    try {
      await downloadContractPdf(contract.data.id, i18n.locale);
    } catch (error) {
      notify.error(errorText(i18n, error));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <section className="ap-card ap-stack">
      <div className="ap-row ap-doc-header">
        <h2 className="ap-subtitle">{i18n._(contractTitle(contract.data))}</h2>
        <Button variant="primary" loading={downloading} onClick={() => void download()}>
          <Trans>Скачать PDF</Trans>
        </Button>
      </div>
      <iframe className="ap-contract__frame" title={i18n._(contractTitle(contract.data))} sandbox="" srcDoc={html} />
    </section>
  );
}
