export type NewsTable = {
  id: string;
  title_uz: string;
  title_ru: string;
  title_en: string;
  content_uz: string;
  content_ru: string;
  content_en: string;
  image_file_id: string | null;
  image_url: string | null;
  status: string;
  created_at: string;
  modified_at: string;
};
