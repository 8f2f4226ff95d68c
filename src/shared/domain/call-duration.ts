/** 754 -> "12:34" (minutes and seconds). */
export function formatMinutesSeconds(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/**
 * 450 -> "7:30 Min.": calls are billed per second, so a call's length is shown to the second,
 * in one wording wherever a call is listed (profile, credit account, statements, administration).
 */
export function formatCallDuration(seconds: number): string {
  return `${formatMinutesSeconds(seconds)} Min.`;
}
