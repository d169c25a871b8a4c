// The three onboarding steps over one draft (spec 01 §3), prefilled from a business staff sent back for correction.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { BankStepForm, BusinessDraft, DocumentsStepForm, LegalStepForm } from '#shared/api/business.ts';
import type { Business } from '#shared/api/profile.ts';
import { showServerError } from '#client/lib/forms.ts';
import { notify } from '#client/ui/toast.tsx';
import { useSubmitBusiness } from '../api/submit-business.ts';
import { BankStep } from './bank-step.tsx';
import { DocumentsStep } from './documents-step.tsx';
import { LegalStep } from './legal-step.tsx';
import { StepBar } from './step-bar.tsx';

type Draft = { legal: Partial<LegalStepForm>; bank: Partial<BankStepForm>; documents: Partial<DocumentsStepForm> };

function draftOf(business: Business | null): Draft {
  if (!business) return { legal: {}, bank: {}, documents: {} };
  return {
    legal: {
      taxNumber: business.taxNumber,
      regionId: business.region?.id,
      districtId: business.district?.id,
      name: business.name,
      address: business.address ?? '',
      director: business.director ?? '',
    },
    bank: { bankId: business.bankId ?? '', account: business.account ?? '' },
    documents: {
      passportId: business.passport?.id ?? '',
      certificateId: business.certificate?.id ?? '',
      licenseId: business.license?.id ?? null,
      logoId: business.logo?.id ?? null,
    },
  };
}

/** spec 01 §5: a TIN reads ### ### ###. */
const formatTaxNumber = (taxNumber: string) =>
  /^\d{9}$/.test(taxNumber) ? taxNumber.replace(/(\d{3})(\d{3})(\d{3})/, '$1\u00a0$2\u00a0$3') : taxNumber;

const groups = (text: string) => text.replace(/(\d{4})(?=\d)/g, '$1 ');

export function OnboardingSteps({ business, onDone }: { business: Business | null; onDone: () => void }) {
  const { t } = useLingui();
  const [step, setStep] = useState(0);
  const [draft, setDraft] = useState<Draft>(() => draftOf(business));
  const submit = useSubmitBusiness();

  const steps = [
    { title: t`Юридические данные`, subtitle: draft.legal.name ? `${draft.legal.name} · ${formatTaxNumber(draft.legal.taxNumber ?? '')}` : null },
    { title: t`Банковские реквизиты`, subtitle: draft.bank.account ? groups(draft.bank.account) : null },
    { title: t`Документы`, subtitle: null },
  ];

  return (
    <div className="ap-stack">
      <StepBar steps={steps} current={step} />
      {step === 0 && (
        <LegalStep
          initial={draft.legal}
          ownTaxNumber={business?.taxNumber ?? null}
          onNext={(legal) => {
            setDraft((current) => ({ ...current, legal }));
            setStep(1);
          }}
        />
      )}
      {step === 1 && (
        <BankStep
          initial={draft.bank}
          onBack={() => setStep(0)}
          onNext={(bank) => {
            setDraft((current) => ({ ...current, bank }));
            setStep(2);
          }}
        />
      )}
      {step === 2 && (
        <DocumentsStep
          initial={draft.documents}
          onBack={() => setStep(1)}
          submitting={submit.isPending}
          onSubmit={async (documents, form) => {
            setDraft((current) => ({ ...current, documents }));
            try {
              await submit.mutateAsync({ ...draft.legal, ...draft.bank, ...documents } as BusinessDraft);
              notify.success(t`Данные бизнеса отправлены на модерацию`);
              onDone();
            } catch (error) {
              showServerError(form, error);
            }
          }}
        />
      )}
    </div>
  );
}
