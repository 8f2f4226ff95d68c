import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { normalizePhone } from "../../../shared/domain/phone.ts";
import { messageResponses } from "../../../shared/schemas/message.ts";
import { HttpError } from "../../http/http-error.ts";
import type { CreditCallAnswer, CreditCalls } from "../credits/index.ts";
import { creditCallAnnouncements, creditCallAnswerSchema, creditCallRequestSchema } from "./credit-call-schemas.ts";
import { safeEqual } from "./signature.ts";

const badToken = "Ungültiges oder fehlendes Zugriffstoken.";

/** The credit line's IVR, authenticated like the member check with the carrier's bearer token. */
export function creditCallRoutes(deps: { token: string; creditCalls: CreditCalls }): FastifyPluginAsyncZod {
  const { token, creditCalls } = deps;
  return async (app) => {
    app.post(
      "/api/telephony/credit-calls",
      {
        config: { skipOriginCheck: true },
        // Before the body is validated: without the token a request learns nothing but 401.
        onRequest: async (request) => {
          if (!safeEqual(request.headers.authorization, `Bearer ${token}`)) throw new HttpError(401, badToken);
        },
        schema: {
          summary: "Credit-Linie: Anruf freigeben",
          description:
            "Die Sprachansage der Credit-Linie fragt vor dem Verbinden, ob der Anruf über Credits bezahlt werden " +
            "kann. Erkannt wird das Konto an der Rufnummer oder an Kundennummer (acht Ziffern) und Credit-PIN " +
            "(5 falsche PINs sperren sie 15 Minuten; je anrufender Nummer 10 und auf der ganzen Linie 100 " +
            "Fehlversuche pro Zeitfenster). Eine unbekannte Rufnummer, eine unbekannte Kundennummer, eine " +
            "fehlende, falsche oder gesperrte PIN und ein aufgebrauchtes Budget ergeben dieselbe Antwort " +
            "pin_wrong, damit niemand erfährt, welche Nummern registriert sind. Bei Freigabe wird das ganze verfügbare Guthaben für den Anruf reserviert; der " +
            "Datensatz des Anrufs (line credit, callId) bucht ab. Ablehnungsgründe und die Ansage dazu: " +
            Object.entries(creditCallAnnouncements)
              .map(([reason, text]) => `${reason}: „${text}“`)
              .join(" "),
          tags: ["Telefonie"],
          security: [{ telephonyToken: [] }],
          body: creditCallRequestSchema,
          response: { 200: creditCallAnswerSchema, ...messageResponses(400, 401) },
        },
      },
      async (request): Promise<CreditCallAnswer> => {
        const { caller, extension, customerNumber, pin } = request.body;
        return creditCalls.authorize({ caller: normalizePhone(caller), extension, customerNumber, pin });
      },
    );
  };
}
