// Asks before a settings page with unsaved changes is left: another tab or menu item, the switcher, back (useBlocker,
// which needs the data router of router.tsx), and closing or reloading the browser tab (beforeunload).
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type Blocker, type BlockerFunction } from 'react-router-dom';
import { ConfirmDialog } from '#client/ui/confirm-dialog.tsx';

export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const { t } = useLingui();
  // A change of the query string alone stays on the page and keeps the form.
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
    [dirty],
  );
  const blocker = useBlocker(shouldBlock);
  // The dialog closes after its confirm button too; a reset then would cancel the leaving it just allowed.
  const left = useRef<Blocker | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && left.current !== blocker) blocker.reset?.();
      }}
      title={t`Уйти без сохранения?`}
      description={t`Изменения на этой странице не сохранены и будут потеряны.`}
      confirmLabel={t`Уйти без сохранения`}
      cancelLabel={t`Остаться`}
      danger
      onConfirm={() => {
        left.current = blocker;
        blocker.proceed?.();
      }}
    />
  );
}
