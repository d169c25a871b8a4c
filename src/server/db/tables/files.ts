export type StoredFileTable = {
  id: string;
  /** The unguessable name of the download path /file/download/{guid}.{extension}. */
  guid: string;
  owner_id: string | null;
  name: string;
  extension: string;
  mime: string;
  type: string;
  size: number;
  created_at: string;
  deleted_at: string | null;
};
