import type { Generated } from "kysely";

// Table shapes as Kysely sees them. Timestamps are UTC ISO-8601 text on both databases,
// booleans are 0/1 integers, money is integer cents: the same rows on SQLite and PostgreSQL.

export interface UsersTable {
  id: Generated<number>;
  name: string;
  phone: string;
  email: string | null;
  password_hash: string;
  created_at: string;
}

export type ConsultantStatus = "available" | "busy" | "offline";

export interface ConsultantsTable {
  id: Generated<number>;
  name: string;
  title: string;
  specialties: string;
  description: string;
  status: string;
  rating: number;
  image_url: string | null;
  extension: string;
  created_at: string;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  message: string;
  ip: string | null;
  created_at: string;
  mailed_at: string | null;
}

export interface RateLimitHitsTable {
  bucket: string;
  window_start: number;
  hits: number;
}

export interface Database {
  users: UsersTable;
  consultants: ConsultantsTable;
  contact_messages: ContactMessagesTable;
  rate_limit_hits: RateLimitHitsTable;
}
