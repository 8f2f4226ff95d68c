// How each caller proves who it is, named once for the route schemas and the API description.

export const securitySchemes = {
  sessionCookie: {
    type: "apiKey",
    in: "cookie",
    name: "sid",
    description:
      "Sitzungs-Cookie, gesetzt bei der Anmeldung (HttpOnly, SameSite=Lax; in Produktion heißt es __Host-sid). " +
      "Ändernde Anfragen mit diesem Cookie müssen von der eigenen Website kommen (Origin-Prüfung).",
  },
  registrationFlow: {
    type: "apiKey",
    in: "cookie",
    name: "reg_flow",
    description:
      "Registrierungs-Cookie, gesetzt bei der Registrierung: Damit kann das eben in diesem Browser angelegte Konto " +
      "kurze Zeit auch ohne Sitzung bezahlen.",
  },
  telephonyToken: {
    type: "http",
    scheme: "bearer",
    description: "Zugriffstoken des Telefonie-Carriers (TELEPHONY_TOKEN) für die Mitgliederprüfung der Sprachansage.",
  },
  telephonySignature: {
    type: "apiKey",
    in: "header",
    name: "X-Signature",
    description:
      "t=<Unix-Sekunden>,v1=<HMAC-SHA256 über „<t>.<unveränderter Anfragerumpf>“ mit TELEPHONY_SECRET, " +
      "hexadezimal>. Die Zeit darf höchstens 5 Minuten von der Uhr des Portals abweichen; dieselbe signierte " +
      "Statusmeldung wird nur einmal ausgeführt. Die alte Form sha256=<HMAC des Rumpfs> gilt nur bis " +
      "TELEPHONY_LEGACY_SIGNATURE_UNTIL.",
  },
  paypalSignature: {
    type: "apiKey",
    in: "header",
    name: "PAYPAL-TRANSMISSION-SIG",
    description:
      "PayPal-Webhook-Signatur: RSA-SHA256 über Transmission-ID|Zeit|Webhook-ID|CRC32 des Rumpfs, geprüft mit dem " +
      "Zertifikat aus PAYPAL-CERT-URL; dazu PAYPAL-TRANSMISSION-ID, PAYPAL-TRANSMISSION-TIME und PAYPAL-AUTH-ALGO.",
  },
  maxpaySignature: {
    type: "apiKey",
    in: "header",
    name: "X-Signature",
    description: "sha256(unveränderter Rumpf + privater Schlüssel des Händlers), hexadezimal.",
  },
} as const;

type Scheme = keyof typeof securitySchemes;
const requirement = (scheme: Scheme) => [{ [scheme]: [] }];

/** Logged-in routes: the session cookie. */
export const sessionSecurity = requirement("sessionCookie");
/** Payments: the session, or the account this browser has just created (modules/auth/payer.ts). */
export const payerSecurity = [...sessionSecurity, ...requirement("registrationFlow")];
export const telephonyTokenSecurity = requirement("telephonyToken");
export const telephonySignatureSecurity = requirement("telephonySignature");
export const paypalSignatureSecurity = requirement("paypalSignature");
export const maxpaySignatureSecurity = requirement("maxpaySignature");

/**
 * For routes that check a signature over the raw bytes before they look at the body: the
 * schema describes the request in the API description, and the route validates it itself
 * after the signature check, with its own German answer.
 */
export const describeOnly = { validatorCompiler: () => (data: unknown) => ({ value: data }) };
