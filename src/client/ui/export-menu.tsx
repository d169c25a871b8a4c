// "Экспорт" (issue 21 item 3): a list screen's current filters taken away as CSV or XLSX. The file is fetched with
// the session's bearer (rotated once on a 401, like every call) and handed to the browser as a Blob under an object
// URL with the server's file name: no link that carries the token, and it works alike in a tab and in the installed
// app. The menu is the lazily loaded dropdown: nothing of it is in the workspace's first paint.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { BodyInputOf, Call } from '#shared/api/contract.ts';
import type { ExportFormat } from '#shared/api/export-file.ts';
import type { Locale } from '#shared/enums.ts';
import { requestFile } from '#client/lib/api.ts';
import { errorText } from '#client/lib/messages.ts';
import { DropdownContent, DropdownItem, DropdownMenu, DropdownTrigger } from './dropdown-menu.tsx';
import { Icon } from './icons.tsx';
import { notify } from './toast.tsx';

/** Hands `blob` to the browser as a download named `name`. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: some browsers start reading the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The formats' own names, the same in every language. */
const FORMAT_NAMES: Record<ExportFormat, string> = { xlsx: 'Excel (XLSX)', csv: 'CSV' };

type ExportBody<C extends Call> = Omit<BodyInputOf<C>, 'format' | 'lang'>;

/** The menu in its row above a list. */
export function ExportTools<C extends Call>(props: { call: C; body: ExportBody<C> }) {
  return (
    <div className="ap-list-tools">
      <ExportMenu {...props} />
    </div>
  );
}

export function ExportMenu<C extends Call>({ call, body }: { call: C; body: ExportBody<C> }) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const run = async (format: ExportFormat) => {
    setBusy(true);
    try {
      const input = { ...body, format, lang: i18n.locale as Locale } as unknown as BodyInputOf<C>;
      const file = await requestFile(call, { body: input } as Parameters<typeof requestFile<C>>[1]);
      saveFile(file.blob, file.name ?? `export.${format}`);
    } catch (error) {
      notify.error(errorText(i18n, error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <DropdownMenu>
      <DropdownTrigger className="ap-button ap-button--secondary ap-button--small ap-export" aria-busy={busy || undefined} disabled={busy} data-testid="export-menu">
        <Icon name="download" size={18} />
        <span>{busy ? t`Экспорт…` : t`Экспорт`}</span>
        <Icon name="chevronDown" size={16} />
      </DropdownTrigger>
      <DropdownContent>
        <DropdownItem onSelect={() => void run('xlsx')}>{FORMAT_NAMES.xlsx}</DropdownItem>
        <DropdownItem onSelect={() => void run('csv')}>{FORMAT_NAMES.csv}</DropdownItem>
      </DropdownContent>
    </DropdownMenu>
  );
}
