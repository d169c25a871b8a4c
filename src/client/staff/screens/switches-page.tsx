// The technical and test mode switches (issue 15, admin; spec 01 §1): each shows its state and flips it.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge } from '#client/ui/badge.tsx';
import { Button } from '#client/ui/button.tsx';
import { DataError, DataLoading } from '#client/ui/list-status.tsx';
import { request } from '#client/lib/api.ts';
import { STAFF_SWITCHES, SWITCH_CALLS, type StaffSwitch } from '#shared/api/staff-settings.ts';
import { staffKeys } from '../api/keys.ts';
import { ErrorBanner } from '../components/form-error.tsx';

const SWITCH_TEXTS: Record<StaffSwitch, { title: MessageDescriptor; description: MessageDescriptor }> = {
  'tech-mode': {
    title: msg`Режим технических работ`,
    description: msg`Портал показывает владельцам и сотрудникам экран технических работ; вход и профиль остаются доступны.`,
  },
  'test-mode': {
    title: msg`Тестовый режим`,
    description: msg`Каждый экран портала показывает полосу тестового режима.`,
  },
};

function Switch({ name }: { name: StaffSwitch }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const state = useQuery({ queryKey: [...staffKeys.switches(), name], queryFn: ({ signal }) => request(SWITCH_CALLS[name].get, { signal }) });
  const flip = useMutation({
    mutationFn: (on: boolean) => request(SWITCH_CALLS[name].set, { body: { on } }),
    onSuccess: (answer) => queryClient.setQueryData([...staffKeys.switches(), name], answer),
  });
  const title = i18n._(SWITCH_TEXTS[name].title);
  return (
    <section className="ap-card ap-stack ap-stack--tight" aria-label={title}>
      <div className="ap-row ap-row--between">
        <h2 className="ap-subtitle">{title}</h2>
        {state.data && (state.data.on ? <Badge tone="warning">{t`Включён`}</Badge> : <Badge tone="neutral">{t`Выключен`}</Badge>)}
      </div>
      <p className="ap-text-muted">{i18n._(SWITCH_TEXTS[name].description)}</p>
      {state.isPending ? (
        <DataLoading />
      ) : state.isError ? (
        <DataError error={state.error} onRetry={() => void state.refetch()} />
      ) : (
        <div>
          <Button variant={state.data.on ? 'secondary' : 'danger'} loading={flip.isPending} onClick={() => flip.mutate(!state.data.on)}>
            {state.data.on ? t`Выключить` : t`Включить`}
          </Button>
        </div>
      )}
      <ErrorBanner error={flip.error} />
    </section>
  );
}

export default function SwitchesPage() {
  const { t } = useLingui();
  return (
    <div className="ap-stack">
      <h1 className="ap-title">{t`Режимы`}</h1>
      {STAFF_SWITCHES.map((name) => (
        <Switch key={name} name={name} />
      ))}
    </div>
  );
}
