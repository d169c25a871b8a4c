// A settings tab of who may work where (spec 02 §2 a sale point's employees, spec 03 §2 an employee's sale points):
// the ticked list and its save button; with nothing to tick, a text and a link to where it is added.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { errorText } from '#client/lib/messages.ts';
import { Button, ButtonLink } from '#client/ui/button.tsx';
import { notify } from '#client/ui/toast.tsx';

/** Whether the ticked ids differ from the saved ones, in any order. */
export const selectionChanged = (saved: string[], selected: string[]) =>
  selected.length !== saved.length || selected.some((id) => !saved.includes(id));

export function AssignmentEditor({
  title,
  empty,
  lead,
  children,
  changed,
  saving,
  onSave,
  savedText,
}: {
  title: ReactNode;
  empty: { text: ReactNode; action: ReactNode; to: string } | null;
  lead: ReactNode;
  children: ReactNode;
  changed: boolean;
  saving: boolean;
  onSave: () => Promise<unknown>;
  savedText: string;
}) {
  const { i18n } = useLingui();
  const save = async () => {
    try {
      await onSave();
      notify.success(savedText);
    } catch (error) {
      notify.error(errorText(i18n, error));
    }
  };
  return (
    <>
      <h2 className="ap-subtitle">{title}</h2>
      {empty ? (
        <>
          <p className="ap-text-muted">{empty.text}</p>
          <div>
            <ButtonLink to={empty.to}>{empty.action}</ButtonLink>
          </div>
        </>
      ) : (
        <>
          <p className="ap-text-muted">{lead}</p>
          {children}
          <div className="ap-row">
            <Button onClick={() => void save()} loading={saving} disabled={!changed}>
              <Trans>Сохранить</Trans>
            </Button>
          </div>
        </>
      )}
    </>
  );
}
