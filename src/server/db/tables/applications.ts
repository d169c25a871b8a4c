export type ApplicationTable = {
  id: string;
  number: string;
  business_id: string;
  invoice_id: string;
  user_id: string;
  status: string;
  comment: string | null;
  reject_title_uz: string | null;
  reject_title_ru: string | null;
  reject_title_en: string | null;
  reject_description_uz: string | null;
  reject_description_ru: string | null;
  reject_description_en: string | null;
  reviewed_at: string | null;
  created_at: string;
  modified_at: string;
};
