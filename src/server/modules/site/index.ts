import type { AppConfig } from "../../config.ts";
import { modulePlugin } from "../../http/module-plugin.ts";
import { siteRoutes } from "./routes.ts";

/** What the browser may know of the settings, and the support address drawn as an image. */
export function createSiteModule(deps: { config: AppConfig }) {
  return { plugin: modulePlugin(async (app) => app.register(siteRoutes(deps.config))) };
}
