import type { ThrowAwayPostgres } from "../lib/postgres.ts";
import type { ServerLife } from "../lib/server-process.ts";
import { CutOff } from "./browser.ts";
import { WrongAnswer } from "./journeys.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Shuts PostgreSQL down under the running server (as `pg_ctl stop -m fast`: every connection
 * is ended), keeps it away for one to three seconds while the customers go on, starts it
 * again and waits until the server is ready. The server must live through it and be ready
 * again by itself within 20 s; what went wrong is returned.
 */
export async function restartDatabase(postgres: ThrowAwayPostgres, base: string, life: ServerLife): Promise<string[]> {
  await postgres.shutDown();
  await sleep(1_000 + Math.random() * 2_000);
  await postgres.startAgain();
  const deadline = Date.now() + 20_000;
  while (life.child.exitCode === null && Date.now() < deadline) {
    const ready = await fetch(`${base}/api/health`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ready) return [];
    await sleep(100);
  }
  if (life.child.exitCode !== null) {
    return [`Server beim Datenbankneustart beendet (Code ${life.child.exitCode}): ${life.output().slice(-500)}`];
  }
  return ["Server 20 s nach dem Datenbankneustart nicht wieder bereit"];
}

/**
 * Whether an error of a journey that only a database restart disturbed is an honest answer
 * to it: a 503 (or any refusal below 500 that follows from one) is; a 500 or no answer at all
 * (the process died) is not.
 */
export function isHonestOutageAnswer(error: unknown): boolean {
  if (error instanceof CutOff) return false;
  if (error instanceof WrongAnswer) return error.status === undefined || error.status === 503 || error.status < 500;
  return false;
}
