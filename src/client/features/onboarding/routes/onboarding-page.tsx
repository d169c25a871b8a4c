// The home of an owner without an active business (spec 01 §2.7): the start page, the three steps, then the
// moderation waiting page, which shows staff's reason when they sent the business back and lets the owner correct it.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { profileKeys, useSignedIn } from '#client/lib/current-profile.ts';
import { useNotificationArrival } from '#client/lib/notification-arrivals.ts';
import { Banner } from '#client/ui/banner.tsx';
import { Button } from '#client/ui/button.tsx';
import { Icon } from '#client/ui/icons.tsx';
import { OnboardingSteps } from '../components/onboarding-steps.tsx';
import '../onboarding.css';

function StartPage({ onStart }: { onStart: () => void }) {
  const { t } = useLingui();
  const items = [t`Юридические данные: ИНН или ПИНФЛ, регион и район`, t`Банковские реквизиты: МФО и расчётный счёт`, t`Документы: паспорт руководителя и свидетельство о регистрации`];
  return (
    <section className="ap-card ap-status">
      <span className="ap-status__icon">
        <Icon name="store" size={28} />
      </span>
      <h1 className="ap-title">
        <Trans>Бизнес ещё не зарегистрирован</Trans>
      </h1>
      <p className="ap-text-muted">
        <Trans>Чтобы принимать платежи, зарегистрируйте бизнес. Это займёт несколько минут, понадобятся:</Trans>
      </p>
      <ol className="ap-onboarding__list">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ol>
      <p className="ap-text-muted">
        <Trans>После проверки модератором вы подпишете агентский договор электронной цифровой подписью (ЭЦП).</Trans>
      </p>
      <div className="ap-row">
        <Button variant="primary" onClick={onStart}>
          <Trans>Зарегистрировать бизнес</Trans>
        </Button>
      </div>
    </section>
  );
}

function WaitingPage({ comment, onCorrect }: { comment: string | null; onCorrect: () => void }) {
  const { profile } = useSignedIn();
  const businessName = profile.business?.name ?? '';
  return (
    <section className="ap-card ap-status">
      <span className={comment ? 'ap-status__icon ap-status__icon--warning' : 'ap-status__icon'}>
        <Icon name={comment ? 'alert' : 'clock'} size={28} />
      </span>
      <h1 className="ap-title">{comment ? <Trans>Данные бизнеса нужно исправить</Trans> : <Trans>Бизнес на модерации</Trans>}</h1>
      {comment ? (
        <>
          <Banner tone="warning">
            <strong>
              <Trans>Комментарий модератора:</Trans>
            </strong>{' '}
            <span data-testid="moderation-comment">{comment}</span>
          </Banner>
          <p className="ap-text-muted">
            <Trans>Исправьте данные и отправьте их на модерацию ещё раз.</Trans>
          </p>
          <div className="ap-row">
            <Button variant="primary" onClick={onCorrect}>
              <Trans>Исправить данные</Trans>
            </Button>
          </div>
        </>
      ) : (
        <p className="ap-text-muted">
          <Trans>Модераторы проверяют данные бизнеса {businessName}. Когда проверка завершится, здесь появится приглашение сформировать агентский договор.</Trans>
        </p>
      )}
    </section>
  );
}

export default function OnboardingPage() {
  const { t } = useLingui();
  const { profile } = useSignedIn();
  const queryClient = useQueryClient();
  // Moderation decided (issue 21): the profile is asked again, and the page becomes the contract or the moderator's
  // remark without a reload.
  useNotificationArrival(['moderation_approved', 'moderation_returned'], () => void queryClient.invalidateQueries({ queryKey: profileKeys.all }));
  const business = profile.business;
  const [view, setView] = useState<'start' | 'steps' | 'waiting'>(business ? 'waiting' : 'start');

  if (profile.role !== 'AGENT') {
    return (
      <Banner tone="info">
        <Trans>Зарегистрировать бизнес можно только из основного аккаунта.</Trans>
      </Banner>
    );
  }
  if (view === 'steps') {
    return (
      <section className="ap-card ap-onboarding">
        <h1 className="ap-title">{business ? t`Исправление данных бизнеса` : t`Регистрация бизнеса`}</h1>
        <OnboardingSteps business={business} onDone={() => setView('waiting')} />
      </section>
    );
  }
  if (!business) return <StartPage onStart={() => setView('steps')} />;
  return <WaitingPage comment={business.moderationComment} onCorrect={() => setView('steps')} />;
}
