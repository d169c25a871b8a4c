export const ROLES = ['AGENT', 'EMPLOYEE'] as const;
export type Role = (typeof ROLES)[number];

export const BUSINESS_STATUSES = ['ON_MODERATION', 'ON_WAITING_SIGN', 'ACTIVE', 'INACTIVE'] as const;
export type BusinessStatus = (typeof BUSINESS_STATUSES)[number];

export const BUSINESS_FORMS = ['INDIVIDUAL', 'LTD', 'PRIVATE_ENTERPRISE', 'FAMILY_BUSINESS', 'UNITAR', 'FARM'] as const;
export type BusinessForm = (typeof BUSINESS_FORMS)[number];

export const STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type Status = (typeof STATUSES)[number];

export const FILE_TYPES = ['IMAGE', 'VIDEO', 'AUDIO', 'FILE'] as const;
export type FileType = (typeof FILE_TYPES)[number];

export const LOCALES = ['ru', 'uz', 'en', 'oz'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ru';
/** The profile menu's languages, in this order (issue 16: all four; spec 01 §1 named only ru and uz). */
export const MENU_LOCALES = ['ru', 'uz', 'oz', 'en'] as const satisfies readonly Locale[];

export const PRODUCT_VERSION = '1.21.19';
