import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons.tsx';

type Tone = 'info' | 'warning' | 'error' | 'success';
const ICONS: Record<Tone, IconName> = { info: 'info', warning: 'alert', error: 'alert', success: 'check' };

/** A message in the page flow; `strip` spans the full width above the page (test mode). */
export function Banner({ tone, strip = false, children }: { tone: Tone; strip?: boolean; children: ReactNode }) {
  return (
    <div
      className={`ap-banner ap-banner--${tone}${strip ? ' ap-banner--strip' : ''}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {!strip && <Icon name={ICONS[tone]} size={18} />}
      <div>{children}</div>
    </div>
  );
}
