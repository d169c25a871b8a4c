import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ApplicationStatus } from '#shared/api/applications.ts';
import type { Names } from '#shared/api/catalogue.ts';

/** spec 02 §4 application statuses. */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, MessageDescriptor> = {
  WAITING: msg`На рассмотрении`,
  SUCCESS: msg`Одобрена`,
  REJECT: msg`Отклонена`,
};

/** A text given in three languages in the interface language; Uzbek in Cyrillic (oz) reads the Uzbek one. */
export function nameIn(names: Names, locale: string): string {
  if (locale === 'uz' || locale === 'oz') return names.uz || names.ru;
  if (locale === 'en') return names.en || names.ru;
  return names.ru;
}
