import { modulePlugin } from "../../http/module-plugin.ts";
import { statementsRoutes } from "./routes.ts";
import { createStatementsService, type StatementsDeps } from "./service.ts";

/**
 * The monthly statement of calls and payments, as PDF and CSV (docs/decisions/0032). It owns no
 * table: it reads the calls and the payment records through their faces.
 */
export function createStatementsModule(deps: StatementsDeps) {
  const statements = createStatementsService(deps);
  return { ...statements, plugin: modulePlugin(async (app) => app.register(statementsRoutes(statements))) };
}

export type Statements = Omit<ReturnType<typeof createStatementsModule>, "plugin">;
