export type BankTable = {
  mfo: string;
  name_uz: string;
  name_ru: string;
  name_en: string;
  branch_uz: string;
  branch_ru: string;
  branch_en: string;
};

export type MobileOperatorPrefixTable = { prefix: string; operator_key: string; operator_name: string };
