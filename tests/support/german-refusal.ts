import { expect } from "vitest";

const english =
  /expected|invalid|too small|too big|required|\bmust\b|unexpected|bad request|not found|unavailable|internal server|\berror\b|FST_|\n\s+at /i;
// A German sentence has at least one of these; none of the English ones above.
const german =
  /[äöüß]|\b(der|die|das|den|dem|des|ist|sind|sein|muss|darf|nicht|bitte|sie|ihr|ihre|ein|eine|einen|kein|keine|keinen|keiner|es|gibt|dieser|diese|dieses|diesem|unter|nur|noch|wir|kann|hat|und|oder|zu|zum|zur|mit|für|von|bei|fehlt|wurde|werden|mindestens|höchstens|anfrage|feld|zeichen|bereits|gültige?n?)\b/i;

/** A refusal as every API route answers it: JSON `{ message }` with one German sentence. */
export function expectGermanRefusal(
  res: { statusCode: number; headers: Record<string, unknown>; body: string },
  label: string,
): void {
  expect(String(res.headers["content-type"]), label).toContain("application/json");
  const body: unknown = JSON.parse(res.body);
  expect(body, label).toEqual({ message: expect.any(String) });
  const { message } = body as { message: string };
  expect(message, label).not.toMatch(english);
  expect(message, label).toMatch(german);
}
