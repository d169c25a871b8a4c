import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BusinessForm } from '#shared/enums.ts';

/** spec 01 §3 legal forms as the tax registry names them. */
export const BUSINESS_FORM_LABELS: Record<BusinessForm, MessageDescriptor> = {
  INDIVIDUAL: msg`Индивидуальный предприниматель`,
  LTD: msg`Общество с ограниченной ответственностью`,
  PRIVATE_ENTERPRISE: msg`Частное предприятие`,
  FAMILY_BUSINESS: msg`Семейное предприятие`,
  UNITAR: msg`Унитарное предприятие`,
  FARM: msg`Фермерское хозяйство`,
};
