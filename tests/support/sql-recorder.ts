import { createQueryId, type Kysely, type KyselyPlugin, type RootOperationNode } from "kysely";
import type { Database } from "../../src/server/db/schema.ts";

/**
 * A Kysely plugin that notes every query at the moment it is issued (not when it returns),
 * while recording is on. `stop()` gives the statements as SQL text with placeholders.
 */
export function createSqlRecorder(compiler: () => Kysely<Database>) {
  let nodes: RootOperationNode[] | null = null;
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      nodes?.push(args.node);
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return {
    plugin,
    start(): void {
      nodes = [];
    },
    stop(): string[] {
      const recorded = nodes ?? [];
      nodes = null;
      const executor = compiler().getExecutor();
      return recorded.map((node) => executor.compileQuery(node, createQueryId()).sql);
    },
  };
}
