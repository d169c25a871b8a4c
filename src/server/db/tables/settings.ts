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

/** A counter per cached reference table (catalogue, sale points): a change bumps it; processes compare it cheaply. */
export type CacheVersionTable = { name: string; version: number };
