import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { callLines, type RecordedCallLine } from "../../../shared/domain/call-lines.ts";
import { droppedCallNote } from "../../../shared/domain/call-end.ts";
import { callHistorySchema, type CallHistoryItem } from "../../../shared/schemas/calls.ts";
import { messageResponses } from "../../../shared/schemas/message.ts";
import { sessionSecurity } from "../../http/api-security.ts";
import { requireUser } from "../auth/index.ts";
import type { CallsRepo } from "./repo.ts";

// The carrier's records carry one of the three lines (telephony/schemas.ts); a row with any
// other value would be an 0900 call without membership, the line that needs nothing to be known.
function lineOf(line: string): RecordedCallLine {
  return callLines.find((known) => known === line) ?? "premium";
}

export function callsRoutes(calls: CallsRepo): FastifyPluginAsyncZod {
  return async (app) => {
    // Only ever the caller's own calls, newest first.
    app.get(
      "/api/call-history",
      {
        schema: {
          summary: "Eigene Anrufe",
          description: "Die Anrufe des angemeldeten Kontos aus den Verbindungsdaten des Carriers, neueste zuerst.",
          tags: ["Berater"],
          security: sessionSecurity,
          response: { 200: callHistorySchema, ...messageResponses(401) },
        },
      },
      async (request): Promise<CallHistoryItem[]> => {
        const rows = await calls.historyFor(requireUser(request));
        return rows.map((row) => ({
          id: row.id,
          consultant_name: row.consultant_name ?? "Unbekannter Berater",
          call_start: row.started_at,
          duration: row.duration_seconds,
          cost: row.cost_cents / 100,
          line: lineOf(row.line),
          // One credit is one cent: a credit-line call stores the credits it took as its cost.
          credits: row.line === "credit" ? row.cost_cents : null,
          note: droppedCallNote(row.waived_seconds, row.duration_seconds - row.waived_seconds),
        }));
      },
    );
  };
}
