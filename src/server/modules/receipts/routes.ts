import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { receiptFileName, receiptNumberPattern } from "../../../shared/domain/receipts.ts";
import { messageResponses } from "../../../shared/schemas/message.ts";
import { paymentsResponseSchema, receiptMessages, receiptParamsSchema } from "../../../shared/schemas/receipts.ts";
import { sessionSecurity } from "../../http/api-security.ts";
import { HttpError } from "../../http/http-error.ts";
import { isAdminSession, requireUser } from "../auth/index.ts";
import { renderReceiptPdf, type Supplier } from "./receipt-pdf.ts";
import type { ReceiptsService } from "./service.ts";

const tags = ["Zahlungen und Belege"];

/** GET /api/payments and GET /api/receipts/:number: only ever the logged-in user's own. */
export function receiptsRoutes(deps: {
  receipts: ReceiptsService;
  supplier: Supplier;
  brandName: string;
}): FastifyPluginAsyncZod {
  const { receipts, supplier, brandName } = deps;
  return async (app) => {
    app.get(
      "/api/payments",
      {
        schema: {
          summary: "Zahlungen und Belege",
          description:
            "Alle Zahlungen und Erstattungen des angemeldeten Kontos, die neuesten zuerst: Datum, Leistung, " +
            "Betrag in Cent (Erstattungen negativ), Zahlungsart, Belegnummer und Status.",
          tags,
          security: sessionSecurity,
          response: { 200: paymentsResponseSchema, ...messageResponses(401) },
        },
      },
      async (request) => ({ payments: await receipts.paymentsOf(requireUser(request)) }),
    );

    app.get(
      "/api/receipts/:number",
      {
        schema: {
          summary: "Beleg als PDF",
          description:
            "Der Beleg (Kleinbetragsrechnung) einer Zahlung oder Erstattung als PDF zum Herunterladen. Nur für " +
            "das eigene Konto (und die Administration); ein fremder oder unbekannter Beleg antwortet 404.",
          tags,
          security: sessionSecurity,
          params: receiptParamsSchema,
          response: {
            200: {
              description: "Der Beleg als PDF",
              content: { "application/pdf": { schema: z.instanceof(Buffer) } },
            },
            ...messageResponses(401, 404),
          },
        },
      },
      async (request, reply) => {
        const userId = requireUser(request);
        const { number } = request.params;
        const row = receiptNumberPattern.test(number) ? await receipts.byNumber(number) : undefined;
        if (!row?.number || (row.user_id !== userId && !isAdminSession(request)))
          throw new HttpError(404, receiptMessages.notFound);
        const pdf = await renderReceiptPdf(
          supplier,
          {
            number: row.number,
            issuedAt: new Date(row.issued_at),
            customerName: row.customer_name,
            service: row.service,
            amountCents: row.amount_cents,
            method: row.method,
            refersTo: row.refers_to,
          },
          brandName,
        );
        return reply
          .header("content-type", "application/pdf")
          .header("content-disposition", `attachment; filename="${receiptFileName(row.number)}"`)
          .header("cache-control", "private, no-store")
          .send(pdf);
      },
    );
  };
}
