import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ApplicationStatus } from '#shared/api/applications.ts';

/** spec 02 §4 application statuses. */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, MessageDescriptor> = {
  WAITING: msg`На рассмотрении`,
  SUCCESS: msg`Одобрена`,
  REJECT: msg`Отклонена`,
};
