import type { onSendAsyncHookHandler } from "fastify";
import { modulePlugin } from "../../http/module-plugin.ts";
import { startRepeatingJob } from "../../http/repeating-job.ts";
import { createPaymentFollowUps } from "./service.ts";

/**
 * After money is recorded: the receipt's mail and the spending warnings (docs/decisions/0034),
 * right after every route that records payments (their transaction has committed by then), and
 * every minute for what a request missed.
 */
export function createPaymentFollowUpsModule(
  deps: Parameters<typeof createPaymentFollowUps>[0] & { jobIntervalMs: number },
) {
  const followUps = createPaymentFollowUps(deps);
  const plugin = modulePlugin(async (app) => {
    // Attached to the routes that may conclude an order only (as order-confirmations' hook).
    app.addHook("onRoute", (route) => {
      if (!route.config?.concludesOrders) return;
      const runPaymentFollowUps: onSendAsyncHookHandler = async (_request, reply, payload) => {
        if (reply.statusCode < 300) await followUps.runDue();
        return payload;
      };
      route.onSend = [...[route.onSend ?? []].flat(), runPaymentFollowUps];
    });
    startRepeatingJob(app, { name: "payment follow-up job", intervalMs: deps.jobIntervalMs, run: followUps.runDue });
  });
  return { ...followUps, plugin };
}
