/** An error whose message is safe to show: German, meant for the user. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly headers: Record<string, string>;
  constructor(statusCode: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = "HttpError";
    this.statusCode = statusCode;
    this.headers = headers;
  }
}

export const messages = {
  internal: "Ein interner Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.",
  notFoundApi: "Diese Schnittstelle existiert nicht.",
  badJson: "Die Anfrage enthält kein gültiges JSON.",
  tooLarge: "Die Anfrage ist zu groß.",
  unsupportedMediaType: "Dieses Datenformat wird nicht unterstützt. Bitte senden Sie JSON.",
  badRequest: "Die Anfrage ist ungültig.",
  forbiddenOrigin: "Die Anfrage stammt nicht von dieser Website und wurde abgelehnt.",
  methodNotAllowed: "Diese Methode ist hier nicht erlaubt.",
  tooManyRequests: "Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.",
  unavailable: "Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es später erneut.",
  badUrl: "Die Adresse der Anfrage ist ungültig.",
  nulCharacter: "Die Anfrage enthält ein unzulässiges Steuerzeichen.",
  urlTooLong: "Die Adresse der Anfrage ist zu lang.",
  requestTimeout: "Die Anfrage hat zu lange gedauert. Bitte versuchen Sie es erneut.",
  headersTooLarge: "Die Kopfzeilen der Anfrage sind zu groß.",
} as const;

// Long enough for PostgreSQL to come back from a restart or a failover, short enough that a
// client retrying after it does not wait needlessly.
const databaseRetryAfterSeconds = 5;

/** The database is away, full or locked: try again shortly (docs/decisions/0024). */
export function databaseUnavailable(): HttpError {
  return new HttpError(503, messages.unavailable, { "Retry-After": String(databaseRetryAfterSeconds) });
}
