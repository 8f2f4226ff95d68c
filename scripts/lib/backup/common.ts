/** A table and how many rows it holds. */
export interface TableCount {
  table: string;
  rows: number;
}

/** A backup holds every customer's personal data and password hash: for its owner's eyes only. */
export const ownerOnly = 0o600;

/** The target already holds data: nothing was changed. */
export class RefusedRestore extends Error {}
