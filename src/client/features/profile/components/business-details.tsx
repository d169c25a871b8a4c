// The rows of /profile/business (spec 01 §2.8): form, name, tax number, PIN (individual form only), director,
// address, account, bank with its name and branch, logo and the document scans.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Business } from '#shared/api/profile.ts';
import { DetailList } from '#client/ui/side-panel.tsx';
import { localText } from '#client/lib/local-text.ts';
import { BUSINESS_FORM_LABELS } from './business-form-labels.ts';
import { BusinessLogoField } from './business-logo-field.tsx';

/** spec 01 §9: a 9-digit TIN reads ### ### ###; a 14-digit PINFL stays whole. */
export const formatTaxNumber = (taxNumber: string) =>
  /^\d{9}$/.test(taxNumber) ? taxNumber.replace(/(\d{3})(\d{3})(\d{3})/, '$1 $2 $3') : taxNumber;

export const formatAccount = (account: string) => account.replace(/(\d{4})(?=\d)/g, '$1 ');

function FileLink({ file, children }: { file: { url: string } | null; children: ReactNode }) {
  if (!file) return <span className="ap-text-muted">—</span>;
  return (
    <a href={file.url} target="_blank" rel="noreferrer">
      {children}
    </a>
  );
}

/** `editable`: the owner may replace the logo (set-image). */
export function BusinessDetails({ business, editable }: { business: Business; editable: boolean }) {
  const { t, i18n } = useLingui();
  const none = '—';
  const rows = [
    { label: t`Организационно-правовая форма`, value: business.form ? i18n._(BUSINESS_FORM_LABELS[business.form]) : none },
    { label: t`Наименование`, value: business.name },
    { label: t`ИНН`, value: formatTaxNumber(business.taxNumber) },
    ...(business.form === 'INDIVIDUAL' ? [{ label: t`ПИНФЛ`, value: business.pin ?? none }] : []),
    { label: t`Руководитель`, value: business.director ?? none },
    { label: t`Юридический адрес`, value: business.address ?? none },
    { label: t`Расчётный счёт`, value: business.account ? formatAccount(business.account) : none },
    { label: t`МФО банка`, value: business.bankId ?? none },
    { label: t`Банк`, value: business.bank ? localText(business.bank.name, i18n.locale) : none },
    { label: t`Филиал`, value: business.bank ? localText(business.bank.branch, i18n.locale) : none },
    { label: t`Логотип`, value: <BusinessLogoField logo={business.logo} editable={editable} /> },
    { label: t`Паспорт руководителя`, value: <FileLink file={business.passport}><Trans>Открыть</Trans></FileLink> },
    {
      label: t`Свидетельство о государственной регистрации`,
      value: <FileLink file={business.certificate}><Trans>Открыть</Trans></FileLink>,
    },
    ...(business.license ? [{ label: t`Лицензия`, value: <FileLink file={business.license}><Trans>Открыть</Trans></FileLink> }] : []),
  ];
  return <DetailList rows={rows.map((row) => ({ ...row, key: row.label }))} />;
}
