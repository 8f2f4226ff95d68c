import type { FastifyPluginAsync } from "fastify";
import type { CallHistoryItem } from "../../../shared/schemas/calls.ts";
import { requireUser } from "../auth/session-plugin.ts";
import type { CallsRepo } from "./repo.ts";

export function callsRoutes(calls: CallsRepo): FastifyPluginAsync {
  return async (app) => {
    // Only ever the caller's own calls, newest first.
    app.get("/api/call-history", async (request): Promise<CallHistoryItem[]> => {
      const rows = await calls.historyFor(requireUser(request));
      return rows.map((row) => ({
        id: row.id,
        consultant_name: row.consultant_name ?? "Unbekannter Berater",
        call_start: row.started_at,
        duration: row.duration_seconds,
        cost: row.cost_cents / 100,
      }));
    });
  };
}
