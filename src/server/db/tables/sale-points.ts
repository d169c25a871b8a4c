export type SalePointTable = {
  id: string;
  business_id: string;
  name: string;
  region_id: number | null;
  district_id: number | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  limit_sum: number;
  status: string;
  created_at: string;
  modified_at: string;
};

export type SalePointEmployeeTable = { sale_point_id: string; user_id: string };
