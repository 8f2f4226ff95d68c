import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

// Every page states the cancellation term with the one sentence of
// src/shared/domain/membership-texts.ts; a second, hand-written wording anywhere in the client
// fails here (tests/e2e/price-terms.spec.ts checks the rendered pages).

const clientRoot = join(import.meta.dirname, "../../src/client");
const ownWording = /Kündigung\s+(wird|wirkt|zum)\s[^."`]*(Ende|wirksam)|kündbar|Laufzeitende/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

describe("the cancellation term", () => {
  it("is written nowhere in the client but in the shared constant", () => {
    const offenders = sourceFiles(clientRoot)
      .filter((file) => ownWording.test(readFileSync(file, "utf8").replace(/\s+/g, " ")))
      .map((file) => relative(clientRoot, file));
    expect(offenders).toEqual([]);
  });

  it("would notice a hand-written wording", () => {
    expect(ownWording.test("Kündigung zum Ende des Abrechnungszeitraums")).toBe(true);
    expect(ownWording.test("jederzeit zum Laufzeitende kündbar")).toBe(true);
    expect(ownWording.test("Bis zum Wirksamwerden der Kündigung behalten Sie alle Leistungen")).toBe(false);
  });
});
