export type ContractTable = {
  id: string;
  business_id: string;
  number: string;
  name: string;
  /** The exact UTF-8 text that is signed. */
  content: string;
  file_id: string;
  /** JSON: ContractReward[] as it stood at issue. */
  rewards_json: string;
  agent_signed_at: string | null;
  /** The owner's attached PKCS#7, base64, as accepted. */
  agent_signature: string | null;
  agent_signer_serial: string | null;
  system_signed_at: string | null;
  system_signature: string | null;
  created_at: string;
  modified_at: string;
};
