export type RegionTable = {
  id: number;
  soato: number;
  title_uz: string;
  title_ru: string;
  title_en: string;
  title_oz: string;
};

export type DistrictTable = RegionTable & { region_id: number };
