export type TicketSubjectTable = { id: string; title_uz: string; title_ru: string; title_en: string; title_oz: string | null; position: number };

export type TicketTable = {
  id: string;
  number: number;
  business_id: string;
  subject_id: string;
  status: string;
  title: string | null;
  agent_unread: number;
  staff_unread: number;
  created_at: string;
  modified_at: string;
  closed_at: string | null;
};

export type TicketMessageTable = {
  id: string;
  ticket_id: string;
  type: string;
  text: string | null;
  file_id: string | null;
  agent_user_id: string | null;
  admin_name: string | null;
  read_at: string | null;
  created_at: string;
};
