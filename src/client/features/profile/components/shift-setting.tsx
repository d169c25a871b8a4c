// The business's shift setting (issue 24 item 2): whether a payment may be taken without an open shift. Allowed by
// default (the workspace then offers to open one); when required, the server refuses a payment taken outside a shift
// (`shift_is_required`). Only the owner changes it.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveShiftSettings } from '#shared/api/shifts.ts';
import { request } from '#client/lib/api.ts';
import { errorCode } from '#client/lib/messages.ts';
import { shiftKeys, useShiftSettings } from '#client/lib/shifts/shift-queries.ts';
import { useFormat } from '#client/lib/use-format.ts';
import { Badge } from '#client/ui/badge.tsx';
import { Button } from '#client/ui/button.tsx';
import { SettingRow } from '#client/ui/setting-row.tsx';

export function ShiftSetting() {
  const { t } = useLingui();
  const format = useFormat();
  const queryClient = useQueryClient();
  const settings = useShiftSettings();
  const save = useMutation({
    mutationFn: (requireOpenShift: boolean) => request(saveShiftSettings, { body: { requireOpenShift } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: shiftKeys.all }),
  });
  const required = settings.data?.requireOpenShift ?? false;
  return (
    <SettingRow
      title={<Trans>Платежи без открытой смены</Trans>}
      action={
        <Button variant="secondary" disabled={!settings.data} loading={save.isPending} onClick={() => save.mutate(!required)}>
          {required ? <Trans>Разрешить</Trans> : <Trans>Запретить</Trans>}
        </Button>
      }
    >
      <span data-testid="shift-setting">
        <Badge tone={required ? 'warning' : 'success'}>{required ? t`Запрещены` : t`Разрешены`}</Badge>
      </span>
      <span className="ap-text-muted">
        {required
          ? t`Кассир принимает платежи только в открытую смену.`
          : t`Кассир может принимать платежи без смены; на экране платежей ему предлагается открыть смену.`}
      </span>
      {save.isError && <span className="ap-field__error">{format.code(errorCode(save.error))}</span>}
    </SettingRow>
  );
}
