import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Status } from '#shared/enums.ts';

/** An employee's status badge (spec 03 §2). */
export const EMPLOYEE_STATUS_LABELS: Record<Status, MessageDescriptor> = {
  ACTIVE: msg`Активен`,
  INACTIVE: msg`Неактивен`,
};

/** How a person is named in lists: last and first name, else the phone. */
export const employeeName = (employee: { fullName: string; firstName: string | null; lastName: string | null; phone: string }) =>
  employee.fullName || [employee.lastName, employee.firstName].filter(Boolean).join(' ') || employee.phone;
