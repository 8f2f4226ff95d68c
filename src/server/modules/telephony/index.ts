import { modulePlugin } from "../../http/module-plugin.ts";
import { creditCallRoutes } from "./credit-call-routes.ts";
import { telephonyRoutes, type TelephonyDeps } from "./routes.ts";

/**
 * The carrier's endpoints: the member check before a call, the call records, the consultants'
 * status, and the credit line's IVR.
 */
export function createTelephonyModule(
  deps: TelephonyDeps & { creditCalls: Parameters<typeof creditCallRoutes>[0]["creditCalls"] },
) {
  const plugin = modulePlugin(async (app) => {
    await app.register(creditCallRoutes({ token: deps.token, creditCalls: deps.creditCalls }));
    await app.register(telephonyRoutes(deps));
  });
  return { plugin };
}
