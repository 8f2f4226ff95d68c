import { modulePlugin } from "../../http/module-plugin.ts";
import { createDataExportErasure } from "./erasure-repo.ts";
import { startDataExportJob } from "./job.ts";
import { dataExportRoutes } from "./routes.ts";
import { createDataExportService, type DataExportDeps } from "./service.ts";

export { exportFilename } from "./routes.ts";
export type { PersonalDataSource, Person } from "./service.ts";

/**
 * "Meine Daten herunterladen" (docs/decisions/0035): the account's data as one ZIP, requested
 * with the password, prepared by a job, offered for seven days. It owns data_exports only and
 * reads every other table through its owner's `personalData`, passed in as `sources`.
 */
export function createDataExportModule(deps: DataExportDeps & { jobIntervalMs: number }) {
  const exports = createDataExportService(deps);
  const plugin = modulePlugin(async (app) => {
    const prepareSoon = startDataExportJob(app, exports, deps.jobIntervalMs);
    await app.register(
      dataExportRoutes({ exports, brandName: deps.brandName, now: () => deps.clock.now(), prepareSoon }),
    );
  });
  return {
    /** The account's ZIP made now, for the administrator's export of a request by post. */
    archiveOf: exports.archiveOf,
    /** One round of the job: tests and the sandbox run it without waiting for the timer. */
    runDue: exports.runDue,
    accountErasure: createDataExportErasure(),
    plugin,
  };
}

export type DataExport = Omit<ReturnType<typeof createDataExportModule>, "plugin">;
