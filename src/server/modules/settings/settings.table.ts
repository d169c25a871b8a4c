export type SettingTable = {
  id: string;
  key: string;
  title: string;
  value: string;
  status: string;
  is_static: number;
  is_private: number;
  created_at: string;
  modified_at: string;
};

export type CounterTable = { name: string; value: number };

export type JobLeaseTable = { name: string; holder: string; expires_at: string };
