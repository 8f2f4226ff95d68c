// How a consultant's status is shown (label and colour) and in which order the cards appear.

export type ConsultantStatus = "available" | "busy" | "offline";

export const statusDisplay: Record<ConsultantStatus, { label: string; tone: "green" | "red" | "grey" }> = {
  available: { label: "Verfügbar", tone: "green" },
  busy: { label: "Besetzt", tone: "red" },
  offline: { label: "Offline", tone: "grey" },
};

/** A status other than available or busy is shown and sorted as offline. */
export function displayStatus(status: string): ConsultantStatus {
  return status === "available" || status === "busy" ? status : "offline";
}

const order: Record<ConsultantStatus, number> = { busy: 0, available: 1, offline: 2 };

/** Busy first, then available, then offline; stable within a status. */
export function sortByStatus<T extends { status: string }>(consultants: readonly T[]): T[] {
  return consultants
    .map((c, index) => ({ c, index }))
    .sort((a, b) => order[displayStatus(a.c.status)] - order[displayStatus(b.c.status)] || a.index - b.index)
    .map(({ c }) => c);
}

/** Extension 000 is reserved for the forwarding: no consultant may have it. */
export const FALLBACK_EXTENSION = "000";

/** Specialties arrive as one comma-separated string. */
export function splitSpecialties(specialties: string): string[] {
  return specialties
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}
