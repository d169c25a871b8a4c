export type MerchantCategoryTable = {
  id: string;
  name_uz: string;
  name_ru: string;
  name_en: string;
  name_oz: string;
  image: string | null;
  position: number;
  status: string;
};

export type MerchantTable = {
  id: string;
  key: string;
  name_uz: string;
  name_ru: string;
  name_en: string;
  name_oz: string;
  legal_name: string | null;
  image: string | null;
  type: string;
  status: string;
  status_message_uz: string | null;
  status_message_ru: string | null;
  status_message_en: string | null;
  status_message_oz: string | null;
  category_id: string | null;
  position: number;
  favorite_position: number | null;
  top_position: number | null;
  exist_reward_source: number;
  /** Hundredths of a percent: 150 = 1.5 %. */
  agent_reward_bp: number;
  commission_type: string | null;
  /** PERCENT: hundredths of a percent; FIXED: tiyin. */
  commission_value: number | null;
  commission_calc_type: string | null;
  /** JSON: [{commission: {type, value, calcType}, limit, commissionRate}] (amountSpent is computed per business). */
  commission_tiers_json: string;
  /** JSON: the `fields` object of the merchant contract (region, subRegion, type, account, amount). */
  fields_json: string;
  tags_json: string;
  cancel_allowed: number;
  refundable_hours: number | null;
  sync_date: string;
  created_at: string;
  modified_at: string;
};

export type MerchantRegionTable = {
  id: string;
  merchant_id: string;
  /** null for a region, the region's id for a subregion. */
  parent_id: string | null;
  code: string;
  title_uz: string;
  title_ru: string;
  title_en: string;
  title_oz: string;
  position: number;
};

export type MerchantOptionTable = {
  id: string;
  merchant_id: string;
  value: string;
  title_uz: string;
  title_ru: string;
  title_en: string;
  title_oz: string;
  position: number;
};
