// Spans of time in milliseconds, for dates the tests compute.

export const hourMs = 60 * 60 * 1000;
export const dayMs = 24 * hourMs;
export const weekMs = 7 * dayMs;
