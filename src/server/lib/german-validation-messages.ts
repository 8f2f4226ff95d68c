import { z } from "zod";

type RawIssue = z.core.$ZodRawIssue;

function fieldOf(path: readonly PropertyKey[] | undefined): string | null {
  const names = (path ?? []).map((key) => String(key));
  return names.length > 0 ? names.join(".") : null;
}

const isCollection = (origin: string) => origin === "array" || origin === "set";

/**
 * A German sentence for a validation issue that has no message of its own. Every message the
 * user is meant to read (the forms' rules) is set on the schema and wins over this; this only
 * covers what a well-behaved client never sends: missing fields, wrong types, values out of range.
 */
export function germanIssueMessage(issue: RawIssue): string {
  if (issue.code === "unrecognized_keys") return `Die Anfrage enthält unbekannte Felder: ${issue.keys.join(", ")}.`;
  const field = fieldOf(issue.path);
  if (field === null) return "Die Anfrage enthält keine gültigen Daten.";
  const subject = `Das Feld „${field}“`;
  const missing = issue.input === undefined;
  switch (issue.code) {
    case "invalid_type":
      return missing ? `${subject} fehlt.` : `${subject} hat den falschen Typ.`;
    case "too_small":
      if (issue.origin === "string") return `${subject} ist zu kurz.`;
      return isCollection(issue.origin) ? `${subject} enthält zu wenige Einträge.` : `${subject} ist zu klein.`;
    case "too_big":
      if (issue.origin === "string") return `${subject} ist zu lang.`;
      return isCollection(issue.origin) ? `${subject} enthält zu viele Einträge.` : `${subject} ist zu groß.`;
    case "invalid_format":
      return `${subject} hat kein gültiges Format.`;
    case "invalid_value":
      return missing ? `${subject} fehlt.` : `${subject} hat keinen zulässigen Wert.`;
    case "invalid_union":
      return missing ? `${subject} fehlt.` : `${subject} ist ungültig.`;
    default:
      return `${subject} ist ungültig.`;
  }
}

/** Makes zod answer in German wherever a schema brings no message of its own (process-wide). */
export function useGermanValidationMessages(): void {
  z.config({ customError: germanIssueMessage });
}
