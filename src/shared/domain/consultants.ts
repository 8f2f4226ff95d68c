// Spec section 4: how a consultant's status is shown and in which order cards appear.

export type ConsultantStatus = "available" | "busy" | "offline";

export const statusDisplay: Record<ConsultantStatus, { label: string; tone: "green" | "red" | "grey" }> = {
  available: { label: "Verfügbar", tone: "green" },
  busy: { label: "Besetzt", tone: "red" },
  offline: { label: "Offline", tone: "grey" },
};

/** Anything the spec does not name is shown and sorted as offline. */
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

/** Spec section 3: the fallback extension. */
export const FALLBACK_EXTENSION = "000";

/** Specialties arrive as one comma-separated string. */
export function splitSpecialties(specialties: string): string[] {
  return specialties
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}
