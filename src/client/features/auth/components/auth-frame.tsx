// The frame of the sign-in, registration and recovery screens: brand, one card, links and the language choice.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { PRODUCT_VERSION } from '#shared/enums.ts';
import { CenteredFrame } from '#client/ui/centered-frame.tsx';
import { Icon } from '#client/ui/icons.tsx';
import { LanguageSelect } from './language-select.tsx';

export function AuthFrame({ children, footer }: { children: ReactNode; footer: ReactNode }) {
  return (
    <CenteredFrame
      footer={
        <>
          {footer}
          <LanguageSelect />
          <span className="ap-auth__version">
            <Trans>Версия {PRODUCT_VERSION}</Trans>
          </span>
        </>
      }
    >
      {children}
    </CenteredFrame>
  );
}

/** Title and explanation of a step, with a way back when the step has one. */
export function StepHeader({ title, children, onBack }: { title: ReactNode; children?: ReactNode; onBack?: () => void }) {
  const { t } = useLingui();
  return (
    <div className="ap-stack ap-stack--tight">
      {onBack && (
        <button type="button" className="ap-icon-button ap-auth__back" onClick={onBack} aria-label={t`Назад`}>
          <Icon name="back" />
        </button>
      )}
      <h1 className="ap-title">{title}</h1>
      {children && <p className="ap-text-muted">{children}</p>}
    </div>
  );
}
