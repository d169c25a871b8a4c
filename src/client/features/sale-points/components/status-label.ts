import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Status } from '#shared/enums.ts';

export const STATUS_LABELS: Record<Status, MessageDescriptor> = {
  ACTIVE: msg`Активна`,
  INACTIVE: msg`Неактивна`,
};
