// The signing part of a document's detail (spec 03 §4, §6): only the owner signs; an employee is told who can.
import { Trans } from '@lingui/react/macro';
import type { EimzoKey } from '#shared/eimzo.ts';
import { useSignedIn } from '#client/lib/current-profile.ts';
import { Banner } from '#client/ui/banner.tsx';
import { idsOf } from './business-ids.ts';
import { KeySigning } from './sign-panel.tsx';

export function DocumentSigning({ sign, onCancel, onDone }: { sign: (key: EimzoKey) => Promise<void>; onCancel: () => void; onDone: () => void }) {
  const { profile } = useSignedIn();
  if (profile.role !== 'AGENT' || !profile.business) {
    return (
      <Banner tone="info">
        <Trans>Подписать документ можно только из основного аккаунта бизнеса.</Trans>
      </Banner>
    );
  }
  return <KeySigning business={idsOf(profile.business)} sign={sign} onCancel={onCancel} onDone={onDone} />;
}
